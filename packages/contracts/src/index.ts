export * from './auth.ts';
export * from './bootstrap.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './passwords.ts';
export * from './countries.ts';
