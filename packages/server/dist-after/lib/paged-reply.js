/**
 * A list route's answer: the page as a plain array (the spec's "list") and the number matching the
 * filters in X-Total-Count. The page and the count are read side by side.
 */
export async function pagedReply(reply, page, total) {
    const [items, count] = await Promise.all([page, total]);
    reply.header('x-total-count', String(count));
    return items;
}
//# sourceMappingURL=paged-reply.js.map