// Field-level validation messages. The Yup rules carry these ids; the client translates
// them with react-intl and the server's REST mirror picks the text for `detail`.
// English texts are the product spec's own where it gives them.
export const VALIDATION_MESSAGES = {
  fill_all_fields: { en: 'Please fill in all fields.', 'zh-HK': '請填寫所有欄位。' },
  fill_required_fields: { en: 'Please fill in all required fields', 'zh-HK': '請填寫所有必填欄位' },
  enter_valid_email: {
    en: 'Please enter a valid e-mail address.',
    'zh-HK': '請輸入有效的電郵地址。',
  },
  username_invalid: {
    en: "Username must be 3-32 characters: letters, digits, '.', '_' or '-'.",
    'zh-HK': '用戶名稱須為 3 至 32 個字元，只可包含英文字母、數字、「.」、「_」或「-」。',
  },
  access_code_invalid: { en: 'Please enter a valid access code.', 'zh-HK': '請輸入有效的登記碼。' },
  password_min_length: {
    en: 'Password must be at least 8 characters',
    'zh-HK': '密碼最少需要 8 個字元',
  },
  password_too_long: {
    en: 'Password must be at most 128 characters',
    'zh-HK': '密碼最多 128 個字元',
  },
  passwords_do_not_match: { en: 'Passwords do not match.', 'zh-HK': '密碼不相符。' },
  enter_username_password: {
    en: 'Please enter both username and password.',
    'zh-HK': '請輸入用戶名稱及密碼。',
  },
  otp_six_digits: { en: 'Please enter the 6-digit code.', 'zh-HK': '請輸入六位數驗證碼。' },
  current_password_required: { en: 'Current password is required', 'zh-HK': '請輸入目前密碼' },
  new_password_required: { en: 'New password is required', 'zh-HK': '請輸入新密碼' },
  full_name_required: { en: 'Full Name is required', 'zh-HK': '請輸入全名' },
  text_too_long: { en: 'This is too long.', 'zh-HK': '內容過長。' },
  api_key_name_required: {
    en: 'Please name the integration this key is for.',
    'zh-HK': '請輸入此金鑰所屬系統的名稱。',
  },
  api_key_limit: {
    en: 'You have 20 active keys already. Revoke one you no longer use first.',
    'zh-HK': '你已有 20 條有效金鑰，請先撤銷不再使用的金鑰。',
  },
  api_key_expiry_invalid: {
    en: 'The expiry must be a real date after today, within two years.',
    'zh-HK': '到期日必須是今天之後、兩年之內的有效日期。',
  },
  select_dob: { en: 'Please select your date of birth.', 'zh-HK': '請選擇你的出生日期。' },
  select_option: { en: 'Please select an option to continue.', 'zh-HK': '請選擇一個選項以繼續。' },
  select_height: { en: 'Please select your height.', 'zh-HK': '請選擇你的身高。' },
  select_weight: { en: 'Please select your weight.', 'zh-HK': '請選擇你的體重。' },
  select_full_blood_type: {
    en: 'Please select your full blood type (group and Rh sign).',
    'zh-HK': '請選擇完整血型（血型及 Rh 因子）。',
  },
  select_fitness_level: {
    en: 'Please select your fitness level.',
    'zh-HK': '請選擇你的體能水平。',
  },
  select_at_least_one: {
    en: 'Please select at least one option.',
    'zh-HK': '請至少選擇一個選項。',
  },
  select_frequency: { en: 'Please select a frequency.', 'zh-HK': '請選擇頻率。' },
  enter_valid_hk_mobile: {
    en: 'Please enter a valid Hong Kong mobile number (8 digits starting with 5-9).',
    'zh-HK': '請輸入有效的香港手提電話號碼（5 至 9 字頭的 8 位數字）。',
  },
  override_reason_required: {
    en: 'Please give a reason for the new level.',
    'zh-HK': '請說明更改級別的原因。',
  },
  message_required: { en: 'Please type a message.', 'zh-HK': '請輸入訊息。' },
  select_doctor_date_time: {
    en: 'Please select doctor, date, and time before confirming.',
    'zh-HK': '確認前請選擇醫生、日期及時間。',
  },
  reason_required: {
    en: 'Please provide a reason for your visit.',
    'zh-HK': '請說明求診原因。',
  },
  reason_too_long: {
    en: 'Please keep the reason under 500 characters.',
    'zh-HK': '求診原因請少於 500 字。',
  },
  comment_required: { en: 'Please write a comment first.', 'zh-HK': '請先輸入留言。' },
  comment_too_long: {
    en: 'Comments can be up to 1,000 characters.',
    'zh-HK': '留言最多 1,000 字。',
  },
  support_message_required: {
    en: 'Please tell us what happened or what you think.',
    'zh-HK': '請告訴我們發生了甚麼事或你的意見。',
  },
  support_message_too_long: {
    en: 'Please keep your message under 2,000 characters.',
    'zh-HK': '訊息請少於 2,000 字。',
  },
  please_select_valid_image: {
    en: 'Please select a valid image file.',
    'zh-HK': '請選擇有效的圖片檔案。',
  },
  image_size_too_large: {
    en: 'Image size should be less than 5MB',
    'zh-HK': '圖片大小須少於 5MB',
  },
  choose_coming_date: {
    en: 'Please choose today or a date in the coming year.',
    'zh-HK': '請選擇今天或未來一年內的日期。',
  },
  invalid_choice: { en: 'Please choose one of the options.', 'zh-HK': '請從選項中選擇。' },
  month_invalid: {
    en: 'Please choose a month up to this one.',
    'zh-HK': '請選擇本月或之前的月份。',
  },
  unsupported_characters: {
    en: 'This contains characters that cannot be saved. Please remove them and try again.',
    'zh-HK': '內容包含無法儲存的字元，請刪除後再試。',
  },
  stage_cannot_be_empty: { en: 'Stage cannot be empty.', 'zh-HK': '病情階段不能留空。' },
  medication_name_required: { en: 'Medication name required.', 'zh-HK': '請輸入藥物名稱。' },
  strength_invalid: {
    en: 'Strength invalid: a number with mg or g, such as 500mg or 0.5g.',
    'zh-HK': '劑量無效：請輸入數字及單位 mg 或 g，例如 500mg 或 0.5g。',
  },
  quantity_invalid: {
    en: 'Quantity invalid: a whole number above 0.',
    'zh-HK': '數量無效：請輸入大於 0 的整數。',
  },
  medication_type_required: {
    en: 'Please choose the medication type.',
    'zh-HK': '請選擇藥物類型。',
  },
  expiration_date_invalid: {
    en: 'Expiration date invalid: a real date after today, as YYYY-MM-DD.',
    'zh-HK': '到期日無效：請以 YYYY-MM-DD 格式輸入今天以後的日期。',
  },
  dosage_instructions_required: {
    en: 'Dosage instructions required.',
    'zh-HK': '請輸入服用方法。',
  },
  used_for_required: {
    en: 'Please say what this medication is used for.',
    'zh-HK': '請輸入藥物用途。',
  },
  schedule_times_invalid: {
    en: 'Add one to six times of day, such as 08:00.',
    'zh-HK': '請加入一至六個服藥時間，例如 08:00。',
  },
  intake_timing_required: {
    en: 'Please choose when it is taken: with food, on an empty stomach or before a meal.',
    'zh-HK': '請選擇服用時間：與食物同服、空腹或餐前。',
  },
  start_date_invalid: {
    en: 'Start date invalid: a real date as YYYY-MM-DD, not after the expiration date.',
    'zh-HK': '開始日期無效：請以 YYYY-MM-DD 格式輸入，且不可遲於到期日。',
  },
  units_per_dose_invalid: {
    en: 'Units per dose: a whole number from 1 to 10.',
    'zh-HK': '每次劑量：請輸入 1 至 10 的整數。',
  },
  too_many_items: { en: 'This list is too long.', 'zh-HK': '清單項目過多。' },
  enter_valid_quantity: { en: 'Enter a valid quantity.', 'zh-HK': '請輸入有效的數量。' },
  enter_valid_future_date: { en: 'Enter a valid future date.', 'zh-HK': '請輸入有效的未來日期。' },
  select_medication_to_refill: {
    en: 'Select at least one medication to refill.',
    'zh-HK': '請選擇最少一種需要補充的藥物。',
  },
  discontinue_reason_required: {
    en: 'Please give the reason for stopping this medication.',
    'zh-HK': '請說明停藥原因。',
  },
  date_range_invalid: {
    en: 'Please choose a valid range of dates.',
    'zh-HK': '請選擇有效的日期範圍。',
  },
  // the report period (common/reports/report-period.ts); the first three are the spec's
  select_at_least_one_week: { en: 'select at least 1 week', 'zh-HK': '請選擇最少 1 星期' },
  select_at_least_one_month: { en: 'select at least 1 month', 'zh-HK': '請選擇最少 1 個月' },
  select_at_least_seven_days: { en: 'select at least 7 days', 'zh-HK': '請選擇最少 7 日' },
  report_range_too_long: {
    en: 'A report covers one year at the most.',
    'zh-HK': '報告最長只可涵蓋一年。',
  },
  message_title_required: { en: 'Please give the message a title.', 'zh-HK': '請輸入訊息標題。' },
  message_description_required: {
    en: 'Please write the message.',
    'zh-HK': '請輸入訊息內容。',
  },
  message_type_required: { en: 'Please choose the message type.', 'zh-HK': '請選擇訊息類型。' },
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
