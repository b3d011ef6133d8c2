/**
 * The shape rules the static lane checks (npm run lint:shape): no import cycles, type imports
 * included (ESLint's import-x/no-cycle skips them, and a 14-file cycle ran through deps.ts unseen);
 * and a module reaches another module's data only through that module's service, never its
 * repository (`repo.ts`, or a `repo.ts` below the module's folder). A folder of MODULE_GROUPS holds
 * modules rather than being one: each of its sub-folders is a module of its own.
 */
const MODULE_GROUPS = ['account-billing'];
const MODULE = `(?:(?:${MODULE_GROUPS.join('|')})/)?[^/]+`;
const MODULE_REPO = '^apps/server/src/modules/.+/repo\\.ts$';
const TESTS = '\\.test\\.tsx?$|^apps/server/src/test/|^apps/web/src/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle, type imports included: move what both sides need to a leaf file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-modules-repository',
      severity: 'error',
      comment: "A module calls another module's service, never its repository.",
      from: { path: `^apps/server/src/modules/(${MODULE})/`, pathNot: TESTS },
      to: { path: MODULE_REPO, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'no-repository-from-outside-modules',
      severity: 'error',
      comment: "Code outside modules/ calls a module's service, never its repository.",
      from: { path: '^apps/server/src/', pathNot: `^apps/server/src/modules/|${TESTS}` },
      to: { path: MODULE_REPO },
    },
    // The repositories outside modules/ (rate limits, mail, storage) are their own folder's alone.
    ...['http/rate-limits', 'mail', 'storage'].map((area) => ({
      name: `no-repository-of-${area.replace('/', '-')}`,
      severity: 'error',
      comment: `${area}/repo.ts is ${area}'s own: others call what ${area} exports beside it.`,
      from: { path: '^apps/server/src/', pathNot: `^apps/server/src/${area}/|${TESTS}` },
      to: { path: `^apps/server/src/${area}/repo\\.ts$` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)(?:node_modules|dist)/|serve\\.bundle\\.js$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
