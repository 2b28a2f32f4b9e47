export {};
//# sourceMappingURL=billing.table.js.map