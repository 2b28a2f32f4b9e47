export {};
//# sourceMappingURL=plans.table.js.map