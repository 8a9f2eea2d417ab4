// Sending the care-team request of a scanned, pasted or opened patient invite.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { RequestPatientFromInviteMutation } from '../api/request-patient-from-invite';

export function useSendInviteRequest() {
  const errorText = useErrorText();
  const [request, { loading }] = useMutation(RequestPatientFromInviteMutation, {
    refetchQueries: ['DoctorCareTeamRequests', 'DoctorHome'],
  });
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const send = async (token: string) => {
    setFailure(undefined);
    try {
      const { data } = await request({ variables: { token } });
      setSentTo(data?.requestPatientFromInvite.patient.name);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const reset = () => {
    setSentTo(undefined);
    setFailure(undefined);
  };
  return { send, sending: loading, sentTo, failure, reset };
}
