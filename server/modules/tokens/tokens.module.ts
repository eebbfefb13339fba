import { defineModule } from '../../http/module';
import { AccessTokens } from './jwt';
import { SessionsRepository } from './sessions.repository';
import { TokenService } from './tokens.service';

/** Sign-in sessions, access tokens and refresh-token rotation; its calls are served by profile. */
export const tokensModule = defineModule({
  name: 'tokens',
  build: ({ config, db }) => ({
    tokens: new TokenService(
      new SessionsRepository(db),
      new AccessTokens(config.appSecret, config.accessTokenTtlSeconds),
      config.refreshTokenTtlSeconds,
    ),
  }),
});
