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
  access_code_invalid: { en: 'Please enter a valid access code.', 'zh-HK': '請輸入有效的存取碼。' },
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
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
