// A patient's diagnosis as the doctor records it: the cancer type and the stage (one of
// the spec's 21). The stage edit form and the server check the same rules.
import * as yup from 'yup';
import './locale';
import { isCancerTypeKey } from '../patients/cancer-types';
import { isStageKey } from '../patients/stages';
import { trimmedText } from './text';

export const diagnosisSchema = yup.object({
  // a test rather than oneOf: an empty stage must read 'stage cannot be empty', and Yup
  // checks oneOf before required
  stage: trimmedText()
    .required('stage_cannot_be_empty')
    .test('stage', 'invalid_choice', (v) => !v || isStageKey(v)),
  // Optional: a stage can be set before the type is known.
  cancerType: trimmedText()
    .nullable()
    .transform((v: unknown) => (v === '' ? null : v))
    .test('cancer-type', 'invalid_choice', (v) => v == null || isCancerTypeKey(v)),
});

export type DiagnosisInput = yup.InferType<typeof diagnosisSchema>;
