export {};
//# sourceMappingURL=artworks.table.js.map