import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from '../../../eslint/module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const src = fileURLToPath(new URL('../src/', import.meta.url));
const at = (file: string) => path.join(src, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    {
      filename: at('modules/catalog/products.service.ts'),
      code: "import * as repository from './products.repository';",
    },
    { filename: at('app.ts'), code: "import { createCompaniesModule } from './modules/companies';" },
    // The composition root may take anything that is not a module.
    { filename: at('app.ts'), code: "import { createEventBus } from './lib/events';" },
    { filename: at('plugins/auth.ts'), code: "import { createSessionLookup } from '../modules/users/index';" },
    // A foreign key names the other module's table.
    {
      filename: at('modules/catalog/catalog.tables.ts'),
      code: "import { companies } from '../companies/companies.tables';",
    },
    { filename: at('modules/users/users.service.ts'), code: "import { AppError } from '../../lib/app-error';" },
  ],
  invalid: [
    // The composition root takes a module's factory only; the module makes and registers its parts.
    {
      filename: at('app.ts'),
      code: "import { companiesRoutes, createCompaniesModule } from './modules/companies';",
      errors: [{ messageId: 'compositionRoot', data: { to: 'companies', name: 'companiesRoutes' } }],
    },
    {
      filename: at('app.ts'),
      code: "import { createCompaniesService } from './modules/companies';",
      errors: [{ messageId: 'compositionRoot' }],
    },
    {
      filename: at('modules/companies/companies.service.ts'),
      code: "import { setCompanyProductsVisibility } from '../catalog/products.repository';",
      errors: [{ messageId: 'internals', data: { to: 'catalog', inside: 'products.repository' } }],
    },
    {
      filename: at('modules/catalog/products.repository.ts'),
      code: "import { companies } from '../companies/companies.tables';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('plugins/auth.ts'),
      code: "import { findLiveSession } from '../modules/users/users.repository';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('modules/users/users.service.ts'),
      code: "export { getSite } from '../site/site.service';",
      errors: [{ messageId: 'internals' }],
    },
  ],
});
