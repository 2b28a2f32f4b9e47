export {};
//# sourceMappingURL=users.table.js.map