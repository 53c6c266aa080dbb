/**
 * A real OpenID Connect provider for the single sign-on tests (issue 31): oidc-provider on
 * loopback, with its development login and consent pages (any login name signs in as that
 * subject; its preferred_username is the name given in `names`, else the login itself).
 * Discovery, authorization code with PKCE, and signed ID tokens are the library's own.
 *
 * Started before the ProgressVault server (whose OIDC_ISSUER it is) and attached once that
 * server's callback address is known.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** preferred_username by login name; unset: the login itself. */
  names: Map<string, string>;
  /** Registers the client with this redirect URI and starts answering. */
  attach(redirectUri: string): void;
  close(): Promise<void>;
}

export async function startTestProvider(): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const names = new Map<string, string>();
  const clientId = "progressvault";
  const clientSecret = "a-client-secret-for-tests-only";
  return {
    issuer,
    clientId,
    clientSecret,
    names,
    attach(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ["authorization_code"],
            response_types: ["code"],
          },
        ],
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
        claims: { openid: ["sub"], profile: ["preferred_username", "name"] },
        cookies: { keys: ["oidc-provider-test-key"] },
        findAccount: (_ctx, sub) => ({
          accountId: sub,
          claims: () => ({ sub, preferred_username: names.get(sub) ?? sub, name: sub }),
        }),
      });
      server.on("request", provider.callback());
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
