/** Every query of this feature starts with 'companies', so a session move refreshes them at once. */
export const companiesKeys = {
  all: ['companies'] as const,
  list: ['companies', 'list'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  importOptions: ['companies', 'import-options'] as const,
};
