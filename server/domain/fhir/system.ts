/** Our own FHIR code systems live under this address, apart from standard ones. */
export const SYSTEM_BASE = 'https://florence.care/fhir';
