import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { ApiKeysQuery as ApiKeysData } from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Dialog } from '../../../shared/ui/dialog';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { ApiKeysQuery, RevokeApiKeyMutation } from '../api/api-keys';
import { NewKeyForm, type CreatedKey } from './new-key-form';
import { apiKeysTexts } from '../texts';
import '../api-keys.css';

type ApiKey = ApiKeysData['apiKeys'][number];

/** /doctor_api_keys: a doctor's read-only keys for their clinic's systems. */
export function ApiKeysPage() {
  const { t } = apiKeysTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<CreatedKey>();
  return (
    <Page width="narrow" className="api-keys">
      <PageHeader
        back="/doctor_settings"
        title={intl.formatMessage(t.title)}
        description={intl.formatMessage(t.intro)}
      />
      {created ? (
        <NewSecret created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <NewKeyForm onCreated={setCreated} />
      )}
      <Card title={intl.formatMessage(t.yourKeys)}>
        {loading && !data && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
        {data?.apiKeys.length === 0 && <p>{intl.formatMessage(t.none)}</p>}
        {!!data?.apiKeys.length && (
          <ul className="api-keys__list">
            {data.apiKeys.map((key) => (
              <KeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}

/** The secret, this once, with a copy button; it is gone once the doctor says so. */
function NewSecret({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const { t } = apiKeysTexts;
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <Card title={intl.formatMessage(t.secretLabel, { name: created.name })} tone="accent">
      <p role="status">{intl.formatMessage(t.shownOnce)}</p>
      <code className="api-keys__secret" data-testid="api-key-secret">
        {created.secret}
      </code>
      <div className="api-keys__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true))
          }
        >
          {intl.formatMessage(copied ? t.copied : t.copy)}
        </Button>
        <Button onClick={onDone}>{intl.formatMessage(t.done)}</Button>
      </div>
    </Card>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = apiKeysTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [revoke, revoking] = useMutation(RevokeApiKeyMutation);
  const date = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'medium' });
  return (
    <li className="card api-keys__item">
      <div>
        <h3 className="api-keys__name" data-user-text>
          {apiKey.name}
        </h3>
        <p className="muted">
          {intl.formatMessage(t[apiKey.status])} ·{' '}
          {intl.formatMessage(t.created, { date: date(apiKey.createdAt) })} ·{' '}
          {apiKey.expiresAt
            ? intl.formatMessage(t.expires, { date: date(apiKey.expiresAt) })
            : intl.formatMessage(t.noExpiry)}
        </p>
        {revoking.error && <FormMessage tone="error">{errorText(revoking.error)}</FormMessage>}
      </div>
      {apiKey.status === 'ACTIVE' && (
        <Button
          variant="secondary"
          aria-label={intl.formatMessage(t.revokeNamed, { name: apiKey.name })}
          onClick={() => setAsking(true)}
        >
          {intl.formatMessage(t.revoke)}
        </Button>
      )}
      <Dialog
        open={asking}
        role="alertdialog"
        title={intl.formatMessage(t.revokeQuestion, { name: apiKey.name })}
        onClose={() => setAsking(false)}
      >
        <div className="api-keys__actions">
          <Button variant="secondary" data-autofocus onClick={() => setAsking(false)}>
            {intl.formatMessage(t.cancel)}
          </Button>
          <Button
            variant="danger"
            busy={revoking.loading}
            onClick={() =>
              void revoke({ variables: { id: apiKey.id } })
                .catch(() => undefined)
                .finally(() => setAsking(false))
            }
          >
            {intl.formatMessage(t.revoke)}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
