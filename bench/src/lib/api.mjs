// A minimal HTTP client for seeding and for capturing the exact bytes an endpoint answers.

/** One request; the body is kept as raw bytes so the HTTP floor can replay them unchanged. */
export async function apiRequest(baseUrl, { method = 'GET', path, headers = {}, body }) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    bytes,
    json() {
      return JSON.parse(bytes.toString('utf8'));
    },
  };
}

export function jsonBody(value) {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) };
}

export function bearer(token) {
  return { authorization: `Bearer ${token}` };
}
