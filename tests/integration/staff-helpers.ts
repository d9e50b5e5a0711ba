// Staff accounts of each role for the integration tests (not a test file). They are written
// straight into the database, so a test of roles does not depend on the invitation flow.
import { FAST_SCRYPT_COST, hashPassword } from '../../graphql-server/src/auth/passwords';
import { AdminUser } from '../../graphql-server/src/modules/users/admin-user.entity';
import type { Role } from '../../schema/validation/accounts';
import type { TestServer } from '../support/test-server';
import { signedInAdmin } from '../support/test-server';
import { uniq, type Agent } from './helpers';

export interface Staff {
  id: string;
  username: string;
  password: string;
  role: Role;
  agent: Agent;
  token: string;
}

/** A new account with `role`, signed in (cookie on `agent`, JWT in `token`). */
export async function staffMember(server: TestServer, role: Role, password = 'staff-secret-1'): Promise<Staff> {
  const username = `${role.toLowerCase()}-${uniq()}`.slice(0, 50);
  const repo = server.dataSource.getRepository(AdminUser);
  const user = await repo.save(
    repo.create({ username, passwordHash: await hashPassword(password, FAST_SCRYPT_COST), role, email: `${username}@example.com` }),
  );
  const agent = server.agent();
  const login = await agent.post('/api/auth/login').send({ username, password });
  if (login.status !== 200) throw new Error(`Could not sign in as ${role}: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: user.id, username, password, role, agent, token: login.body.token as string };
}

/** The editorial team of the content tests: the first admin (Owner), an Editor and an Author, all signed in. */
export async function editorialTeam(server: TestServer): Promise<{ admin: { agent: Agent; token: string }; editor: Staff; author: Staff }> {
  const admin = await signedInAdmin(server);
  return { admin, editor: await staffMember(server, 'EDITOR'), author: await staffMember(server, 'AUTHOR') };
}
