export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorDetail {
  path: string;
  message: string;
}

interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  code?: string;
  details?: ApiErrorDetail[];
  /** The `error` text the server sent, when it sent one; screens prefer it over their own fallback. */
  serverMessage?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code ?? (init.kind === 'http' ? 'HTTP_ERROR' : init.kind.toUpperCase());
    this.details = init.details ?? [];
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own words when it gave any, else the screen's fallback text from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
