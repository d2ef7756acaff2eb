import { readConfig } from './config';

describe('the settings', () => {
  it('name the product as the sender of mails, and limit asks for a reset link to 5 an hour, by default', () => {
    const config = readConfig({});
    expect(config.mailFrom).toBe('Pitchside <no-reply@localhost>');
    expect(config.passwordResetRequestsPerHour).toBe(5);
    expect(config.trustProxy).toBe(false);
  });

  it('allow by CORS only the admin served at the public address unless told, never a development server', () => {
    expect(readConfig({ PUBLIC_URL: 'https://admin.example.test' }).adminOrigins).toEqual(['https://admin.example.test']);
    expect(readConfig({ ADMIN_ORIGIN: 'https://a.example.test, https://b.example.test' }).adminOrigins).toEqual([
      'https://a.example.test',
      'https://b.example.test',
    ]);
  });

  it('keep content history 365 days and 100 versions an item unless told, 0 meaning no limit', () => {
    expect(readConfig({}).historyRetention).toEqual({ keepDays: 365, keepVersions: 100 });
    expect(readConfig({ HISTORY_KEEP_DAYS: '0', HISTORY_KEEP_VERSIONS: '5' }).historyRetention).toEqual({ keepDays: 0, keepVersions: 5 });
  });

  it('read PASSWORD_RESET_REQUESTS_PER_HOUR as a whole number', () => {
    expect(readConfig({ PASSWORD_RESET_REQUESTS_PER_HOUR: '20' }).passwordResetRequestsPerHour).toBe(20);
    expect(() => readConfig({ PASSWORD_RESET_REQUESTS_PER_HOUR: 'many' })).toThrow(
      'PASSWORD_RESET_REQUESTS_PER_HOUR must be a whole number',
    );
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , loopback ', ['10.0.0.0/8', 'loopback']],
  ])('read TRUST_PROXY=%j as Fastify takes it', (value, trustProxy) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });
});
