import { readConfig } from './config';

describe('the settings', () => {
  it('name the product as the sender of mails, and limit asks for a reset link to 5 an hour, by default', () => {
    const config = readConfig({});
    expect(config.mailFrom).toBe('Pitchside <no-reply@localhost>');
    expect(config.passwordResetRequestsPerHour).toBe(5);
    expect(config.trustProxy).toBe(false);
  });

  it('read PASSWORD_RESET_REQUESTS_PER_HOUR as a whole number', () => {
    expect(readConfig({ PASSWORD_RESET_REQUESTS_PER_HOUR: '20' }).passwordResetRequestsPerHour).toBe(20);
    expect(() => readConfig({ PASSWORD_RESET_REQUESTS_PER_HOUR: 'many' })).toThrow('PASSWORD_RESET_REQUESTS_PER_HOUR must be a whole number');
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
