import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('with an empty environment, gives the embedded defaults of DESIGN §2', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.tokenTtlSeconds).toBe(7 * 86_400);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
  });

  it('with DATABASE_URL, turns the demo seed off and in production binds to every interface', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.seedDemo).toBe(false);
    expect(config.host).toBe('0.0.0.0');
  });

  it('parses lists, durations and proxy hops', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://shop.example, https://admin.example',
      TOKEN_TTL: '12h',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.corsOrigins).toEqual(['https://shop.example', 'https://admin.example']);
    expect(config.tokenTtlSeconds).toBe(43_200);
    expect(typeof config.trustProxy).toBe('function');
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('when values are bad, names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      TOKEN_TTL: 'forever',
      CORS_ORIGINS: 'nope',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'TOKEN_TTL', 'CORS_ORIGINS.0']),
    );
  });

  it('in production without JWT_SECRET, refuses to start', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
    ]);
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, says both are needed', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'owner@example.com' })[0]).toMatch(
      /^ADMIN_PASSWORD .*set together/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});

describe('configWarnings', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

  it('in production with TRUST_PROXY=true, warns that clients can choose their address and says to name the proxy', () => {
    const warnings = configWarnings(
      loadConfig({ ...production, TRUST_PROXY: 'true', SMTP_URL: 'smtp://mail.example.com' }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^TRUST_PROXY=true .*TRUST_PROXY=1/);
  });

  it('in production without SMTP_URL, warns that mail only reaches the outbox', () => {
    expect(configWarnings(loadConfig({ ...production, TRUST_PROXY: '1' }))).toEqual([
      expect.stringMatching(/^SMTP_URL is unset/),
    ]);
  });

  it('in development, or in production with a named proxy and SMTP, says nothing', () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: 'true' }))).toEqual([]);
    expect(
      configWarnings(
        loadConfig({ ...production, TRUST_PROXY: '10.0.0.1', SMTP_URL: 'smtp://mail.example.com' }),
      ),
    ).toEqual([]);
  });
});
