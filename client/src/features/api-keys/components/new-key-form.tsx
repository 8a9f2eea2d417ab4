import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { apiKeySchema } from '#common/validation/api-keys';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ApiKeysQuery, CreateApiKeyMutation } from '../api/api-keys';
import { apiKeysTexts } from '../texts';

const FIELDS = ['name', 'expiresOn'] as const;
/** Today in the browser, YYYY-MM-DD: the server checks again with the clinic's date. */
const today = () => new Date().toLocaleDateString('en-CA');

export type CreatedKey = { name: string; secret: string };

/** The new key's name and optional expiry; the secret comes back once, to `onCreated`. */
export function NewKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const { t } = apiKeysTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [create] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
  const [serverError, setServerError] = useState<string>();
  return (
    <Card title={intl.formatMessage(t.newKey)}>
      <Formik
        initialValues={{ name: '', expiresOn: '' }}
        validationSchema={apiKeySchema(today())}
        onSubmit={async (values, form) => {
          try {
            const input = { name: values.name, expiresOn: values.expiresOn || null };
            const result = await create({ variables: { input } });
            const created = result.data!.createApiKey;
            onCreated({ name: created.apiKey.name, secret: created.secret });
            form.resetForm();
          } catch (error) {
            setServerError(errorText(error, FIELDS));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="api-key-form"
            fields={FIELDS}
            serverError={serverError}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button type="submit" busy={isSubmitting} busyText={intl.formatMessage(t.creating)}>
                {intl.formatMessage(t.create)}
              </Button>
            }
          >
            <FormTextField
              name="name"
              label={intl.formatMessage(t.name)}
              placeholder={intl.formatMessage(t.nameHint)}
              maxLength={60}
            />
            <FormTextField
              name="expiresOn"
              label={intl.formatMessage(t.expiresOn)}
              inputMode="numeric"
              placeholder="YYYY-MM-DD"
              maxLength={10}
            />
            <p className="muted">{intl.formatMessage(t.expiresHint)}</p>
          </AppForm>
        )}
      </Formik>
    </Card>
  );
}
