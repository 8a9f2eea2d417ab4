import { defineTexts } from '../../../i18n/define-texts';

export const doctorCareTeamTexts = defineTexts('doctorCareTeam', {
  scanTitle: { en: 'Add patient', 'zh-HK': '新增病人' },
  scanIntro: {
    en: 'Point the camera at the invite QR code on your patient’s phone.',
    'zh-HK': '請將鏡頭對準病人手機上的邀請二維碼。',
  },
  cameraLabel: { en: 'Camera view', 'zh-HK': '鏡頭畫面' },
  starting: { en: 'Starting the camera…', 'zh-HK': '正在開啟鏡頭…' },
  cameraFailed: { en: 'Could not access camera: {reason}', 'zh-HK': '無法使用鏡頭：{reason}' },
  notInvite: {
    en: 'That code is not a Florence Care invite.',
    'zh-HK': '這個二維碼不是 Florence Care 的邀請。',
  },
  pasteLabel: { en: 'Or paste the invite link', 'zh-HK': '或貼上邀請連結' },
  sendRequest: { en: 'Send request', 'zh-HK': '發送請求' },
  sending: { en: 'Sending…', 'zh-HK': '發送中…' },
  requestSent: {
    en: 'Request sent to {name}. They accept it in their app; then they join your patients.',
    'zh-HK': '已向{name}發送請求。病人在應用程式內接受後，便會加入你的病人名單。',
  },
  close: { en: 'Close', 'zh-HK': '關閉' },
  // pending requests on the doctor home
  pendingTitle: { en: 'Pending requests', 'zh-HK': '待處理請求' },
  noPending: { en: 'No requests are waiting.', 'zh-HK': '沒有待處理的請求。' },
  asksToJoin: { en: '{name} asks to join your patients.', 'zh-HK': '{name}請求加入你的病人名單。' },
  waitingFor: { en: 'Waiting for {name} to accept.', 'zh-HK': '正等候{name}接受。' },
  accept: { en: 'Accept', 'zh-HK': '接受' },
  decline: { en: 'Decline', 'zh-HK': '拒絕' },
  accepted: { en: '{name} is now one of your patients.', 'zh-HK': '{name}已加入你的病人名單。' },
  declined: { en: 'You declined {name}’s request.', 'zh-HK': '你已拒絕{name}的請求。' },
  invitePatient: { en: 'Invite a patient', 'zh-HK': '邀請病人' },
  connectTitle: { en: 'Invite a patient', 'zh-HK': '邀請病人' },
  connectIntro: {
    en: 'Send this link to your patient. When they open it in Florence Care, they can ask to join your patients, and you accept them here.',
    'zh-HK':
      '請將此連結傳送給病人。病人在 Florence Care 開啟後可請求加入你的病人名單，你再在此接受。',
  },
  connectQr: { en: 'QR code of the connect link', 'zh-HK': '連結二維碼' },
  connectExpires: { en: 'Works once, until {date}.', 'zh-HK': '只可使用一次，有效至 {date}。' },
  copy: { en: 'Copy link', 'zh-HK': '複製連結' },
  copied: { en: 'Copied!', 'zh-HK': '已複製！' },
  // /patient_invite/{token}
  inviteTitle: { en: 'Add a patient', 'zh-HK': '新增病人' },
  inviteAsk: {
    en: 'Send this patient a request to join your patients?',
    'zh-HK': '向這位病人發送請求，加入你的病人名單？',
  },
});
