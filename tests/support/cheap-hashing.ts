// A setup file of the isolated tests (vitest.config.ts): every password they hash (sign-ups, password changes, the
// browser journeys' servers) costs a fraction of production's argon2id, still argon2id and still salted. The
// production parameters are asserted in services/identity/passwords.test.ts, which restores them.
import { setHashCostForTests } from '../../services/identity/passwords.ts';

setHashCostForTests({ memoryCost: 1024, timeCost: 1 });
