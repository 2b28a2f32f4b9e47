export {};
//# sourceMappingURL=sales.table.js.map