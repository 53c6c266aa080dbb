/**
 * The little of oidc-provider@9 (which ships no types) that test/support/oidc-provider.ts uses.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    findAccount: (
      ctx: unknown,
      sub: string,
    ) =>
      { accountId: string; claims: () => Record<string, unknown> } | Promise<{ accountId: string; claims: () => Record<string, unknown> }>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
