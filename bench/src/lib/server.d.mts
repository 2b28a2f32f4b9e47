// Types for the e2e suite, which runs the huge account on a server of its own through this same code.
export interface BenchServer {
  url: string;
  port: number;
  unexpectedExit(): string | undefined;
  stop(): Promise<void>;
}

export function startServer(options: {
  dataDir: string;
  webDistDir?: string;
  timeoutMs?: number;
}): Promise<BenchServer>;
