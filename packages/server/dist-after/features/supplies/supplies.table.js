export {};
//# sourceMappingURL=supplies.table.js.map