export const responseExtrasMessages = {
  completed: 'Done',
  notCompleted: 'To do',
} as const;
