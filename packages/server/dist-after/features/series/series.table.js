export {};
//# sourceMappingURL=series.table.js.map