export {};
//# sourceMappingURL=dealers.table.js.map