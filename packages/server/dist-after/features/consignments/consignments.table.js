export {};
//# sourceMappingURL=consignments.table.js.map