const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid: checked before it reaches a uuid column (PostgreSQL refuses a malformed one). */
export const isUuid = (value: string): boolean => UUID.test(value);
