// Its own module, without Yup, so the sign-in screen can tell where a patient starts
// without downloading the validation rules.
export const ASSESSMENT_STEPS = 9;
