export {};
//# sourceMappingURL=inspiration.table.js.map