/** An item's id: a UUID, which the server makes (`createItems`); anything else names no item. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);
