/**
 * The house rules of docs/architecture (../shared/design/architecture.md), checked in npm test.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const FRAMEWORKS =
  'node_modules/(@nestjs|typeorm|class-validator|class-transformer|socket\\.io|pg|express|@node-rs)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports no framework, ORM or validation library, and no infra or http code',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+|shared)/domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: [FRAMEWORKS, '^src/modules/[^/]+/(infra|http|presentation)/', '^src/shared/infra/'],
      },
    },
    {
      name: 'domain-has-no-node-builtins',
      comment: 'domain/ is plain TypeScript: randomness, hashing and files come through ports',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+|shared)/domain/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'http-is-thin',
      comment:
        'http/ and presentation/ translate and delegate: no ORM, and their own module only through domain/',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/(http|presentation)/' },
      to: { path: ['node_modules/typeorm/', '^src/modules/$1/infra/'] },
    },
    {
      name: 'no-reach-into-other-modules-infra-or-http',
      comment: 'a module uses another module only through its domain (services, ports)',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/(infra|http)/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-reach-into-other-modules-presentation',
      comment:
        'presentation/ is HTTP like http/. Known debt: leads shows the job card and job DTO of jobs/presentation (to move into a shared contract); no other file may',
      severity: 'error',
      from: {
        path: '^src/modules/([^/]+)/',
        pathNot: '^src/modules/leads/http/leads\\.(dto|controller)\\.ts$',
      },
      to: { path: '^src/modules/[^/]+/presentation/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'engine-has-no-dom-or-frameworks',
      comment: 'editor-engine is DOM-free: no adapter, web, server, React or Node built-ins',
      severity: 'error',
      from: { path: '^editor-engine/src/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: [
          '^editor-dom-adapter/',
          '^web/',
          '^src/',
          'node_modules/(react|react-dom|@nestjs|@tanstack)/',
        ],
      },
    },
    {
      name: 'engine-has-no-node-builtins',
      severity: 'error',
      from: { path: '^editor-engine/src/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      // The Vite plugins included: what they share with the server (the codebase-id scheme,
      // the loopback check) is the workspace package @tradiehub/codebase-ids, not src/.
      name: 'web-does-not-import-the-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^src/', '^migrations/', '^test/'] },
    },
    {
      name: 'codebase-ids-package-stands-alone',
      comment: 'the shared package imports neither of the code bases that import it',
      severity: 'error',
      from: { path: '^codebase-ids/src/' },
      to: { path: ['^src/', '^web/', '^migrations/', '^test/', '^editor-(engine|dom-adapter)/'] },
    },
    {
      name: 'production-code-does-not-import-tests',
      severity: 'error',
      from: {
        path: '^(src|web/src|web/vite|editor-engine/src|editor-dom-adapter/src|codebase-ids/src)/',
        pathNot: '\\.spec\\.tsx?$',
      },
      to: { path: '^test/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'every server import resolves (catches a mistyped #alias)',
      severity: 'error',
      from: { path: '^(src|test|migrations)/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Fixture sources (test/fixtures/canvas) are data for the write-back tests, not project code.
    exclude: { path: ['(^|/)dist/', 'routeTree\\.gen\\.ts$', '^test/fixtures/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
