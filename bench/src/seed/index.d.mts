// Types for the e2e suite, which seeds the huge account through this same code.
export interface SeededAccount {
  user: { id: number; username: string; firstName: string; [field: string]: unknown };
  token: string;
  password: string;
  [fact: string]: unknown;
}

export function seedLargeAccount(options: {
  api: string;
  dataDir?: string;
  scale?: number;
  log?: (line: string) => void;
}): Promise<{ account: SeededAccount; summary: Record<string, unknown> }>;
