import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { contactDetailsSchema, formatHkMobileInput } from '#common/validation/contact-details';
import { otpCodeRule } from '#common/validation/accounts';
import type { ProfileDetailsQuery as ProfileDetails } from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { validationDescriptor } from '../../../i18n/server-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { sessionStore } from '../../../shared/auth/session-store';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useDelayedNavigate } from '../../../shared/lib/use-delayed-navigate';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { TextField } from '../../../shared/ui/text-field';
import { ConfirmEmailChangeMutation } from '../api/confirm-email-change';
import { ProfileDetailsQuery } from '../api/profile-details';
import { UpdateContactDetailsMutation } from '../api/update-contact-details';
import { AvatarPicker } from './avatar-picker';
import { PhoneField } from './phone-field';
import { profileTexts } from '../texts';
import '../profile.css';

/** The spec's pause between 'Profile updated successfully!' and the settings page. */
const RETURN_AFTER_MS = 1500;
const FIELDS = ['email', 'fullName', 'phoneNumber'] as const;

/** /profile_management: picture, e-mail (confirmed by a code), full name and HK mobile. */
export function ProfileManagementPage() {
  const { t } = profileTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const back = user?.role === 'doctor' ? '/doctor_settings' : '/settings';
  const returnLater = useDelayedNavigate();
  const { data, loading, refetch } = useQuery(ProfileDetailsQuery, { fetchPolicy: 'network-only' });
  const [success, setSuccess] = useState<string>();
  const me = data?.me;

  const finished = () => {
    setSuccess(intl.formatMessage(t.updated));
    returnLater(back, RETURN_AFTER_MS);
  };

  return (
    <Page width="narrow" className="profile">
      <PageHeader back={back} title={intl.formatMessage(t.title)} />
      {loading && !me && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {me && (
        <div className="card">
          <AvatarPicker
            name={me.profile?.fullName || me.username}
            url={me.avatarUrl}
            onSaved={() => void refetch()}
          />
          <ContactDetailsForm
            me={me}
            success={me.pendingEmail ? undefined : success}
            onAttempt={() => setSuccess(undefined)}
            onSaved={finished}
          />
        </div>
      )}
      {me?.pendingEmail && (
        <EmailCodeForm pendingEmail={me.pendingEmail} success={success} onConfirmed={finished} />
      )}
    </Page>
  );
}

type Me = ProfileDetails['me'];

/** E-mail, full name and mobile: saved at once, except a new e-mail (it waits for its code). */
function ContactDetailsForm(props: {
  me: Me;
  success: string | undefined;
  onAttempt: () => void;
  onSaved: () => void;
}) {
  const { me } = props;
  const { t } = profileTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { user } = useAuth();
  const [update] = useMutation(UpdateContactDetailsMutation);
  const [serverError, setServerError] = useState<string>();
  return (
    <Formik
      initialValues={{
        email: me.email,
        fullName: me.profile?.fullName ?? '',
        phoneNumber: formatHkMobileInput(me.profile?.phoneNumber ?? ''),
      }}
      validationSchema={contactDetailsSchema}
      onSubmit={async (values, form) => {
        try {
          const result = await update({ variables: { input: values } });
          const saved = result.data!.updateContactDetails;
          if (user)
            sessionStore.updateUser({ ...user, name: saved.profile?.fullName ?? values.fullName });
          if (!saved.pendingEmail) props.onSaved();
        } catch (error) {
          setServerError(errorText(error, FIELDS));
          form.setErrors(serverFieldErrors(error, FIELDS));
        }
      }}
    >
      {({ isSubmitting }) => (
        <AppForm
          id="profile-form"
          fields={FIELDS}
          genericIds={['fill_required_fields']}
          serverError={serverError}
          success={props.success}
          onAttempt={() => {
            setServerError(undefined);
            props.onAttempt();
          }}
          actions={
            <Button type="submit" block busy={isSubmitting} busyText={intl.formatMessage(t.saving)}>
              {intl.formatMessage(t.save)}
            </Button>
          }
        >
          <FormTextField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(t.email)}
          />
          <FormTextField
            name="fullName"
            autoComplete="name"
            label={intl.formatMessage(t.fullName)}
          />
          <p className="muted profile__hint">{intl.formatMessage(t.fullNameHint)}</p>
          <PhoneField name="phoneNumber" label={intl.formatMessage(t.phone)} />
        </AppForm>
      )}
    </Formik>
  );
}

/** The 6-digit code sent to the new address; the address changes only when it is right. */
function EmailCodeForm(props: {
  pendingEmail: string;
  success: string | undefined;
  onConfirmed: () => void;
}) {
  const { t } = profileTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [confirm, confirming] = useMutation(ConfirmEmailChangeMutation);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const submitCode = async () => {
    try {
      otpCodeRule.validateSync(code);
    } catch {
      return setCodeError(intl.formatMessage(validationDescriptor(intl, 'otp_six_digits')));
    }
    try {
      await confirm({ variables: { code } });
      setCodeError(undefined);
      props.onConfirmed();
    } catch (error) {
      setCodeError(errorText(error));
    }
  };

  return (
    <form
      className="card form profile__code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitCode();
      }}
    >
      <p role="status">{intl.formatMessage(t.codeSent, { email: props.pendingEmail })}</p>
      <TextField
        id="email-code"
        label={intl.formatMessage(t.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <FormMessage tone="success">{props.success}</FormMessage>
      <Button type="submit" busy={confirming.loading} busyText={intl.formatMessage(t.verifying)}>
        {intl.formatMessage(t.verify)}
      </Button>
    </form>
  );
}
