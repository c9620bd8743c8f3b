// The local OpenID provider the browser tests sign in with (started by playwright.config.ts).
import { startOidcProvider } from '../../src/server/testing/oidc-provider.ts';

const [appOrigin, port] = process.argv.slice(2);
if (!appOrigin || !port) throw new Error('usage: oidc-provider.server.ts <app origin> <port>');
const provider = await startOidcProvider(`${appOrigin}/api/auth/callback/oidc`, Number(port));
console.log(`OpenID provider for the browser tests at ${provider.issuer}`);
