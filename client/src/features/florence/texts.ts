import { defineTexts } from '../../i18n/define-texts';

export const florenceTexts = defineTexts('florence', {
  title: { en: 'Chat with Florence', 'zh-HK': '與 Florence 對話' },
  voiceTitle: { en: 'Talk with Florence', 'zh-HK': '與 Florence 語音對話' },
  modeLegend: { en: 'Chat mode', 'zh-HK': '對話模式' },
  modeAi: { en: 'AI chat', 'zh-HK': 'AI 對話' },
  modeBasic: { en: 'Basic', 'zh-HK': '基本模式' },
  voiceLink: { en: 'Voice', 'zh-HK': '語音' },
  // the link's name begins with its visible word, so voice control users can say what they see
  voiceLinkLabel: { en: 'Voice chat with Florence', 'zh-HK': '語音與 Florence 對話' },
  restart: { en: 'Restart', 'zh-HK': '重新開始' },
  endChat: { en: 'End chat', 'zh-HK': '結束對話' },
  ending: { en: 'Processing…', 'zh-HK': '處理中…' },
  conversation: { en: 'Conversation with Florence', 'zh-HK': '與 Florence 的對話' },
  messages: { en: 'Messages', 'zh-HK': '訊息' },
  you: { en: 'You:', 'zh-HK': '你：' },
  florence: { en: 'Florence:', 'zh-HK': 'Florence：' },
  typing: { en: 'Florence is typing…', 'zh-HK': 'Florence 正在輸入…' },
  connecting: { en: 'Connecting to Florence…', 'zh-HK': '正在連接 Florence…' },
  messageLabel: { en: 'Message to Florence', 'zh-HK': '給 Florence 的訊息' },
  messagePlaceholder: { en: 'Type your message…', 'zh-HK': '輸入你的訊息…' },
  send: { en: 'Send', 'zh-HK': '傳送' },
  quickReplies: { en: 'Suggested answers', 'zh-HK': '建議回覆' },
  startError: {
    en: "I'm having trouble connecting right now. Please try again later.",
    'zh-HK': '我暫時未能連線，請稍後再試。',
  },
  sendError: {
    en: "I'm sorry, I'm having trouble responding right now. Please try again.",
    'zh-HK': '對不起，我暫時未能回覆，請再試一次。',
  },
  endError: {
    en: "I couldn't end the check-in just now. Please try again.",
    'zh-HK': '暫時未能結束今次症狀評估，請再試一次。',
  },
  endedElsewhere: {
    en: 'This check-in has ended (in another window, or after a long pause). Press Restart to begin a new one.',
    'zh-HK':
      '今次症狀評估已經結束（可能已在另一個視窗結束，或因長時間沒有回覆而結束）。請按「重新開始」開始新的症狀評估。',
  },
  confirmEndTitle: { en: 'End this check-in?', 'zh-HK': '結束今次症狀評估？' },
  confirmEndBody: {
    en: 'Florence will save your answers and prepare a summary for your care team.',
    'zh-HK': 'Florence 會儲存你的回答，並為你的醫護團隊準備摘要。',
  },
  keepChatting: { en: 'Keep chatting', 'zh-HK': '繼續對話' },
  confirmEnd: { en: 'End check-in', 'zh-HK': '結束評估' },
  closing: {
    en: 'Thank you for checking in. Opening your health dashboard…',
    'zh-HK': '多謝你完成症狀評估，正在開啟你的健康概覽…',
  },
  safetyTitleRED: { en: 'Please get help now', 'zh-HK': '請立即求助' },
  safetyBodyRED: {
    en: 'What you told Florence needs urgent attention. Call 999 or go to the nearest Accident and Emergency department now. Your care team has been alerted.',
    'zh-HK':
      '你告訴 Florence 的情況需要緊急處理。請立即致電 999 或前往最近的急症室。你的醫護團隊已收到通知。',
  },
  safetyTitleORANGE: {
    en: 'Your care team should see you today',
    'zh-HK': '你的醫護團隊今天需要為你評估',
  },
  safetyBodyORANGE: {
    en: 'Your care team has been alerted. If you feel worse, or are in any doubt, call 999 or go to the nearest Accident and Emergency department.',
    'zh-HK': '你的醫護團隊已收到通知。如情況轉差或有任何疑問，請致電 999 或前往最近的急症室。',
  },
  // the same warnings to a family carer checking in for the patient: about the patient, by
  // name, and with the carer taking them for help rather than going themselves
  safetyBodyREDCarer: {
    en:
      'What you told Florence about {name} needs urgent attention. ' +
      'Call 999 or take {name} to the nearest Accident and Emergency department now. Their care team has been alerted.',
    'zh-HK':
      '你告訴 Florence 有關{name}的情況需要緊急處理。請立即致電 999 或陪同{name}前往最近的急症室。{name}的醫護團隊已收到通知。',
  },
  safetyTitleORANGECarer: {
    en: 'The care team should see {name} today',
    'zh-HK': '醫護團隊今天需要為{name}評估',
  },
  safetyBodyORANGECarer: {
    en:
      'Their care team has been alerted. If {name} gets worse, or you are in any doubt, ' +
      'call 999 or take {name} to the nearest Accident and Emergency department.',
    'zh-HK':
      '{name}的醫護團隊已收到通知。如{name}情況轉差或你有任何疑問，請致電 999 或陪同{name}前往最近的急症室。',
  },
  // the one-line bar stays one line on a phone: no name in it
  safetyShortORANGECarer: { en: 'Care team to see them today', 'zh-HK': '今天要見醫護團隊' },
  callEmergency: { en: 'Call 999', 'zh-HK': '致電 999' },
  safetyShortRED: { en: 'Get help now', 'zh-HK': '請立即求助' },
  safetyShortORANGE: { en: 'See your care team today', 'zh-HK': '今天要見醫護團隊' },
  safetyBarLabel: { en: 'Emergency help', 'zh-HK': '緊急求助' },
  safetyLess: { en: 'Show less', 'zh-HK': '收起' },
  // basic mode
  endCheckIn: { en: 'End Check-In', 'zh-HK': '結束評估' },
  addMore: { en: 'Add More', 'zh-HK': '補充更多' },
  processingTitle: { en: 'Saving your check-in', 'zh-HK': '正在儲存你的症狀評估' },
  stepAnalysing: { en: 'Analysing Chat...', 'zh-HK': '正在分析對話...' },
  stepOrganising: { en: 'Organising Assessment...', 'zh-HK': '正在整理評估...' },
  stepSaving: { en: 'Saving Data...', 'zh-HK': '正在儲存資料...' },
  stepGenerating: { en: 'Generating Report...', 'zh-HK': '正在生成報告...' },
  congratsTitle: { en: 'Well done!', 'zh-HK': '做得好！' },
  congratsBody: {
    en: 'Your check-in is complete and your care team can see your report.',
    'zh-HK': '你已完成今次症狀評估，你的醫護團隊可以查看你的報告。',
  },
  seeReport: { en: 'See Report', 'zh-HK': '查看報告' },
  ok: { en: 'OK', 'zh-HK': '確定' },
  // voice
  startListening: { en: 'Start speaking', 'zh-HK': '開始說話' },
  stopListening: { en: 'Stop listening', 'zh-HK': '停止聆聽' },
  listening: { en: 'Listening', 'zh-HK': '正在聆聽' },
  tapToSpeak: {
    en: 'Tap the microphone and answer Florence.',
    'zh-HK': '按下咪高峰，回答 Florence 的問題。',
  },
  heard: { en: 'What Florence hears', 'zh-HK': 'Florence 聽到的內容' },
  unsupported: {
    en: 'Speech recognition is not supported in this browser.',
    'zh-HK': '此瀏覽器不支援語音識別。',
  },
  typeInstead: {
    en: 'You can type your answers below instead.',
    'zh-HK': '你可以在下方輸入你的回答。',
  },
  micDenied: {
    en: 'Florence cannot use your microphone. Allow microphone access in your browser, or type your answers below.',
    'zh-HK': 'Florence 未能使用你的咪高峰。請在瀏覽器允許使用咪高峰，或在下方輸入你的回答。',
  },
  noSpeech: {
    en: 'Florence did not hear anything. Please try again.',
    'zh-HK': 'Florence 聽不到任何聲音，請再試一次。',
  },
  recognitionFailed: {
    en: 'Speech could not be recognised just now. Please try again, or type your answer.',
    'zh-HK': '暫時未能識別你的說話，請再試一次，或輸入你的回答。',
  },
  readAloud: { en: 'Read replies aloud', 'zh-HK': '朗讀回覆' },
  save: { en: 'Save', 'zh-HK': '儲存' },
  checkInComplete: { en: 'Check-In Complete', 'zh-HK': '症狀評估完成' },
  home: { en: 'Back to home', 'zh-HK': '返回主頁' },
  exit: { en: 'Exit', 'zh-HK': '離開' },
  exitTitle: { en: 'Leave the voice check-in?', 'zh-HK': '離開語音症狀評估？' },
  exitBody: {
    en: 'Anything you are saying right now will be lost. The answers Florence already has are kept: you can continue this check-in later in the chat.',
    'zh-HK':
      '你正在說的內容將會遺失。Florence 已收到的回答會保留，你之後可以在對話中繼續今次症狀評估。',
  },
  stay: { en: 'Stay', 'zh-HK': '留下' },
  leave: { en: 'Leave', 'zh-HK': '離開' },
});
