export {};
//# sourceMappingURL=service-deps.js.map