import { careForHeader } from './care-for-header';

/**
 * What every API call sends: the session's bearer token and the app's language (e-mails and server
 * texts follow it); a family carer also names the patient they act for (X-Care-For), so the
 * patient operations act on that patient.
 */
export const apiHeaders = (token: string | null, language: string): Record<string, string> => {
  const careFor = careForHeader.patientId();
  return {
    authorization: token ? `Bearer ${token}` : '',
    'accept-language': language,
    ...(careFor ? { 'x-care-for': careFor } : {}),
  };
};
