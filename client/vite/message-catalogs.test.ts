import { describe, expect, it } from 'vitest';
import { compiledCatalogModule } from './message-catalogs';

describe('compiledCatalogModule', () => {
  it('gives react-intl each message already parsed', () => {
    const code = compiledCatalogModule({
      'auth.logIn': 'Log in',
      'doctor.alerts': '{n, plural, one {# alert} other {# alerts}}',
    });
    const catalog = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -2)));
    expect(catalog['auth.logIn']).toEqual([{ type: 0, value: 'Log in' }]);
    expect(catalog['doctor.alerts'][0]).toMatchObject({
      type: 6,
      value: 'n',
      pluralType: 'cardinal',
    });
  });
});
