/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Achievements {\n    achievements {\n      rank {\n        name\n        from\n        totalXp\n        nextAt\n        nextName\n        progress\n      }\n      badges {\n        ...BadgeFields\n      }\n      milestones {\n        ...BadgeFields\n      }\n      recent {\n        kind\n        badgeId\n        rankName\n        at\n      }\n    }\n  }\n": typeof types.AchievementsDocument,
    "\n  query Badge($badgeId: String!) {\n    badge(id: $badgeId) {\n      ...BadgeFields\n    }\n  }\n": typeof types.BadgeDocument,
    "\n  fragment BadgeFields on Badge {\n    id\n    unlockedAt\n    progress\n    target\n  }\n": typeof types.BadgeFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      status\n      createdAt\n      expiresAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  subscription AppointmentChanged {\n    appointmentChanged {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentChangedDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    date\n    time\n    startsAt\n    reason\n    status\n    cancelledByDoctor\n    doctor {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n    patient {\n      id\n      name\n    }\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  query AppointmentSchedule($doctorId: ID!, $rescheduling: ID) {\n    appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) {\n      date\n      available\n      slots {\n        time\n        available\n      }\n    }\n  }\n": typeof types.AppointmentScheduleDocument,
    "\n  query Appointment($appointmentId: ID!) {\n    appointment(id: $appointmentId) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentDocument,
    "\n  query Appointments {\n    appointments {\n      ...AppointmentFields\n    }\n  }\n": typeof types.AppointmentsDocument,
    "\n  mutation BookAppointment($input: AppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.CancelAppointmentDocument,
    "\n  query CareTeamDoctors {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n  }\n": typeof types.CareTeamDoctorsDocument,
    "\n  query MyUnavailability {\n    myUnavailability {\n      date\n      allDay\n      times\n    }\n  }\n": typeof types.MyUnavailabilityDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleAppointment(id: $id, input: $input) {\n      ...AppointmentFields\n    }\n  }\n": typeof types.RescheduleAppointmentDocument,
    "\n  mutation SetUnavailability($input: UnavailabilityInput!) {\n    setUnavailability(input: $input) {\n      date\n      allDay\n      times\n    }\n  }\n": typeof types.SetUnavailabilityDocument,
    "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n": typeof types.AssessmentAnswersFragmentDoc,
    "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n": typeof types.AssessmentProfileDocument,
    "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n": typeof types.SaveAssessmentStepDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n": typeof types.ResendRegistrationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        language\n        fontSize\n        displayChosenAt\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n": typeof types.VerifyRegistrationDocument,
    "\n  mutation PatientAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...PatientRequestFields\n    }\n  }\n": typeof types.PatientAnswerRequestDocument,
    "\n  query CareTeam {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n      email\n      centre\n      onCareTeamSince\n    }\n  }\n": typeof types.CareTeamDocument,
    "\n  query ConnectLinkDoctor($token: String!) {\n    connectLinkDoctor(token: $token) {\n      id\n      name\n      department\n    }\n  }\n": typeof types.ConnectLinkDoctorDocument,
    "\n  mutation RequestDoctorFromLink($token: String!) {\n    requestDoctorFromLink(token: $token) {\n      ...PatientRequestFields\n    }\n  }\n": typeof types.RequestDoctorFromLinkDocument,
    "\n  query PatientCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...PatientRequestFields\n      }\n      outgoing {\n        ...PatientRequestFields\n      }\n    }\n  }\n": typeof types.PatientCareTeamRequestsDocument,
    "\n  fragment PatientRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    doctor {\n      id\n      name\n      department\n    }\n  }\n": typeof types.PatientRequestFieldsFragmentDoc,
    "\n  subscription PatientRequestUpdated {\n    careTeamRequestUpdated {\n      ...PatientRequestFields\n    }\n  }\n": typeof types.PatientRequestUpdatedDocument,
    "\n  query CaredPersons {\n    caredPersons {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n": typeof types.CaredPersonsDocument,
    "\n  subscription CarerAccessChanged {\n    carerAccessChanged\n  }\n": typeof types.CarerAccessChangedDocument,
    "\n  query CarerInvite($token: String!) {\n    carerInvite(token: $token) {\n      patientName\n      relationship\n      grants\n      expiresAt\n    }\n  }\n": typeof types.CarerInviteDocument,
    "\n  mutation AcceptCarerInvite($token: String!) {\n    acceptCarerInvite(token: $token) {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n": typeof types.AcceptCarerInviteDocument,
    "\n  fragment CarerAccessFields on CarerAccess {\n    id\n    carerName\n    relationship\n    grants\n    since\n  }\n": typeof types.CarerAccessFieldsFragmentDoc,
    "\n  query MyCarers {\n    myCarers {\n      ...CarerAccessFields\n    }\n  }\n": typeof types.MyCarersDocument,
    "\n  mutation InviteCarer($input: InviteCarerInput!) {\n    inviteCarer(input: $input) {\n      token\n      path\n      expiresAt\n      emailedTo\n    }\n  }\n": typeof types.InviteCarerDocument,
    "\n  mutation SetCarerGrants($id: ID!, $grants: [CarerGrant!]!) {\n    setCarerGrants(id: $id, grants: $grants) {\n      ...CarerAccessFields\n    }\n  }\n": typeof types.SetCarerGrantsDocument,
    "\n  mutation RevokeCarer($id: ID!) {\n    revokeCarer(id: $id)\n  }\n": typeof types.RevokeCarerDocument,
    "\n  query PatientCarers($patientId: ID!) {\n    patientCarers(patientId: $patientId) {\n      ...CarerAccessFields\n    }\n  }\n": typeof types.PatientCarersDocument,
    "\n  query DashboardTriage {\n    triageLatest {\n      id\n      alertLevel\n      alertRationale\n      recommendedTimeline\n      confidenceLevel\n      keySymptoms\n      final\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n      diagnosisPredictions {\n        code\n        suspectedDiagnosis\n        probability\n        urgency\n        reasoning\n      }\n    }\n    triageHistory(limit: 7) {\n      id\n      alertLevel\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n    }\n  }\n": typeof types.DashboardTriageDocument,
    "\n  query HealthMonth($month: String!) {\n    symptomCalendar(month: $month) {\n      day\n      severity\n    }\n    healthPeriod(period: $month) {\n      ...HealthPeriodFields\n    }\n  }\n": typeof types.HealthMonthDocument,
    "\n  fragment HealthPeriodFields on HealthPeriod {\n    from\n    to\n    wellness\n    previousWellness\n    checkInDays\n    trends {\n      measure\n      current\n      previous\n      direction\n      notEnoughData\n    }\n    symptoms {\n      key\n      name\n      days\n      highestGrade\n      latestGrade\n      redLevel\n    }\n    series {\n      day\n      score\n      mood\n      energy\n      sleep\n      pain\n      hoursSlept\n    }\n    events {\n      kind\n      at\n      level\n      title\n    }\n  }\n": typeof types.HealthPeriodFieldsFragmentDoc,
    "\n  query HealthPeriod($period: String!) {\n    healthPeriod(period: $period) {\n      ...HealthPeriodFields\n    }\n    weeklySummary {\n      weekStart\n      weekEnd\n      wellness\n      previousWellness\n      engagement\n      engagementChange\n      moodByWeekday\n      moodTrend\n      bestDay {\n        day\n        score\n      }\n      challengingDay {\n        day\n        score\n      }\n    }\n  }\n": typeof types.HealthPeriodDocument,
    "\n  query Insights {\n    insights {\n      icon\n      title\n      description\n      insightType\n      values\n    }\n  }\n": typeof types.InsightsDocument,
    "\n  mutation AcknowledgeAlert($id: ID!, $raisedAt: DateTime) {\n    acknowledgeAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": typeof types.AcknowledgeAlertDocument,
    "\n  subscription FollowUpAlerts {\n    followUpAlerts {\n      ...FollowUpFields\n    }\n  }\n": typeof types.FollowUpAlertsDocument,
    "\n  fragment FollowUpFields on Alert {\n    id\n    importance\n    type\n    title\n    description\n    level\n    overrideLevel\n    overrideReason\n    status\n    createdAt\n    raisedAt\n    acknowledgedAt\n    resolvedAt\n    sessionId\n    reportedBy {\n      name\n      relationship\n    }\n    history {\n      importance\n      title\n      replacedAt\n    }\n    patient {\n      id\n      name\n      username\n    }\n  }\n": typeof types.FollowUpFieldsFragmentDoc,
    "\n  query FollowUps($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n": typeof types.FollowUpsDocument,
    "\n  mutation OverrideAlertLevel(\n    $id: ID!\n    $level: AlertLevel!\n    $reason: String!\n    $raisedAt: DateTime\n  ) {\n    overrideAlertLevel(id: $id, level: $level, reason: $reason, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": typeof types.OverrideAlertLevelDocument,
    "\n  mutation ResolveAlert($id: ID!, $raisedAt: DateTime) {\n    resolveAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": typeof types.ResolveAlertDocument,
    "\n  mutation CreateConnectLink {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateConnectLinkDocument,
    "\n  mutation DoctorAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...DoctorRequestFields\n    }\n  }\n": typeof types.DoctorAnswerRequestDocument,
    "\n  subscription DoctorRequestUpdated {\n    careTeamRequestUpdated {\n      ...DoctorRequestFields\n    }\n  }\n": typeof types.DoctorRequestUpdatedDocument,
    "\n  query DoctorCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...DoctorRequestFields\n      }\n      outgoing {\n        ...DoctorRequestFields\n      }\n    }\n  }\n": typeof types.DoctorCareTeamRequestsDocument,
    "\n  fragment DoctorRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n": typeof types.DoctorRequestFieldsFragmentDoc,
    "\n  mutation RequestPatientFromInvite($token: String!) {\n    requestPatientFromInvite(token: $token) {\n      ...DoctorRequestFields\n    }\n  }\n": typeof types.RequestPatientFromInviteDocument,
    "\n  query DoctorHome {\n    doctorHome {\n      doctor {\n        id\n        name\n        department\n      }\n      cards {\n        totalPatients {\n          ...OverviewCardFields\n        }\n        criticalAlerts {\n          ...OverviewCardFields\n        }\n        pendingReports {\n          ...OverviewCardFields\n        }\n        pendingRequests {\n          ...OverviewCardFields\n        }\n      }\n      activity {\n        id\n        kind\n        at\n        patient {\n          id\n          name\n        }\n        alertTitle\n        medicationCatalogKey\n        medicationName\n        prescriptionChange\n      }\n    }\n  }\n\n  fragment OverviewCardFields on OverviewCard {\n    count\n    changeIsNew\n    lastWeek\n    changePercent\n  }\n": typeof types.DoctorHomeDocument,
    "\n  mutation SendPatientMessage($patientId: ID!, $input: PatientMessageInput!) {\n    sendPatientMessage(patientId: $patientId, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.SendPatientMessageDocument,
    "\n  mutation MarkPatientReportsOpened($patientId: ID!) {\n    markPatientReportsOpened(patientId: $patientId)\n  }\n": typeof types.MarkPatientReportsOpenedDocument,
    "\n  query PatientAlerts($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n": typeof types.PatientAlertsDocument,
    "\n  query PatientCard($id: ID!) {\n    doctorPatient(id: $id) {\n      ...PatientSummaryFields\n    }\n  }\n": typeof types.PatientCardDocument,
    "\n  query PatientOverview($patientId: ID!) {\n    patientOverview(patientId: $patientId) {\n      health {\n        kind\n        level\n      }\n      latestCheckIn {\n        at\n        level\n        symptoms\n        reasons\n      }\n      adherence\n      weekly {\n        weekStart\n        weekEnd\n        wellness\n        previousWellness\n        engagement\n        engagementChange\n        moodByWeekday\n        moodTrend\n        bestDay {\n          day\n          score\n        }\n        challengingDay {\n          day\n          score\n        }\n      }\n      insights {\n        key\n        type\n        values {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.PatientOverviewDocument,
    "\n  mutation SetPatientCareStatus($patientId: ID!, $status: String) {\n    setPatientCareStatus(patientId: $patientId, status: $status) {\n      ...PatientSummaryFields\n    }\n  }\n": typeof types.SetPatientCareStatusDocument,
    "\n  query DoctorPatients($filter: PatientListFilter, $first: Int, $after: String) {\n    doctorPatients(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nextCursor\n      patients {\n        ...PatientSummaryFields\n      }\n    }\n  }\n": typeof types.DoctorPatientsDocument,
    "\n  fragment PatientSummaryFields on PatientSummary {\n    id\n    username\n    name\n    cancerType\n    stage\n    stageGroup\n    careStatus\n    lastUpdate {\n      kind\n      at\n    }\n  }\n": typeof types.PatientSummaryFieldsFragmentDoc,
    "\n  mutation SetPatientDiagnosis($patientId: ID!, $input: DiagnosisInput!) {\n    setPatientDiagnosis(patientId: $patientId, input: $input) {\n      ...PatientSummaryFields\n    }\n  }\n": typeof types.SetPatientDiagnosisDocument,
    "\n  mutation AddPrescription($patientId: ID!, $input: PrescriptionInput!) {\n    addPrescription(patientId: $patientId, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.AddPrescriptionDocument,
    "\n  mutation CompletePrescription($id: ID!) {\n    completePrescription(id: $id) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.CompletePrescriptionDocument,
    "\n  mutation DiscontinuePrescription($id: ID!, $reason: String) {\n    discontinuePrescription(id: $id, reason: $reason) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.DiscontinuePrescriptionDocument,
    "\n  query PatientPrescriptions($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.PatientPrescriptionsDocument,
    "\n  fragment PrescriptionFields on Prescription {\n    ...PrescriptionCardFields\n    patientId\n    unitsPerDose\n    startDate\n    startedDate\n    endedDate\n    discontinueReason\n    prescribedBy {\n      id\n      name\n    }\n  }\n": typeof types.PrescriptionFieldsFragmentDoc,
    "\n  mutation RefillPrescriptions($patientId: ID!, $refills: [RefillInput!]) {\n    refillPrescriptions(patientId: $patientId, refills: $refills) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.RefillPrescriptionsDocument,
    "\n  mutation UpdatePrescription($id: ID!, $input: PrescriptionInput!) {\n    updatePrescription(id: $id, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n": typeof types.UpdatePrescriptionDocument,
    "\n  query DoctorSettings {\n    me {\n      id\n      username\n      email\n      profile {\n        fullName\n        department\n        phoneNumber\n      }\n    }\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n": typeof types.DoctorSettingsDocument,
    "\n  query ActiveCheckIn {\n    activeCheckIn {\n      ...CheckInSessionFields\n    }\n  }\n": typeof types.ActiveCheckInDocument,
    "\n  subscription CheckInEvents($sessionId: ID!) {\n    checkInEvents(sessionId: $sessionId) {\n      type\n      messageId\n      index\n      text\n      quickReplies\n    }\n  }\n": typeof types.CheckInEventsDocument,
    "\n  fragment CheckInSessionFields on ChatSession {\n    id\n    language\n    mode\n    status\n    messages {\n      id\n      sender\n      text\n      createdAt\n    }\n    quickReplies\n  }\n": typeof types.CheckInSessionFieldsFragmentDoc,
    "\n  query CheckInSession($id: ID!) {\n    checkInSession(id: $id) {\n      ...CheckInSessionFields\n    }\n  }\n": typeof types.CheckInSessionDocument,
    "\n  mutation FinishCheckIn($sessionId: ID!) {\n    finishCheckIn(sessionId: $sessionId) {\n      summary {\n        id\n        sender\n        text\n      }\n      assessment {\n        id\n        alertLevel\n        reportedBy {\n          name\n          relationship\n        }\n      }\n    }\n  }\n": typeof types.FinishCheckInDocument,
    "\n  mutation SendCheckInMessage($sessionId: ID!, $text: String!) {\n    sendCheckInMessage(sessionId: $sessionId, text: $text) {\n      userMessage {\n        id\n        text\n      }\n      replyMessageId\n      urgentAssessment {\n        id\n        alertLevel\n      }\n    }\n  }\n": typeof types.SendCheckInMessageDocument,
    "\n  query SessionTriage($sessionId: ID!) {\n    triageForSession(sessionId: $sessionId) {\n      id\n      alertLevel\n      final\n    }\n  }\n": typeof types.SessionTriageDocument,
    "\n  mutation StartCheckIn($input: StartCheckInInput!) {\n    startCheckIn(input: $input) {\n      ...CheckInSessionFields\n    }\n  }\n": typeof types.StartCheckInDocument,
    "\n  query HelpCenter {\n    systemStatus {\n      state\n      components {\n        name\n        ok\n      }\n      checkedAt\n    }\n    supportContact {\n      email\n      phone\n    }\n  }\n": typeof types.HelpCenterDocument,
    "\n  mutation SendSupportMessage($input: SupportMessageInput!) {\n    sendSupportMessage(input: $input)\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  query HomeArticles {\n    articles {\n      id\n      category\n      title\n      imageUrl\n      imageAlt\n      readTimeMinutes\n    }\n  }\n": typeof types.HomeArticlesDocument,
    "\n  query CheckInStreak {\n    checkInStreak {\n      current\n      longest\n      week\n      checkedInToday\n    }\n  }\n": typeof types.CheckInStreakDocument,
    "\n  query WellnessScore($period: String!) {\n    wellnessScore(period: $period) {\n      from\n      to\n      score\n    }\n  }\n": typeof types.WellnessScoreDocument,
    "\n  fragment MedicationTodayFields on MedicationToday {\n    doses {\n      prescription {\n        id\n        catalogKey\n        name\n        strength\n        medicationType\n        intakeTiming\n      }\n      day\n      time\n      scheduledFor\n      status\n      canMark\n      canUndo\n    }\n    adherence {\n      days\n      taken\n      due\n      percent\n    }\n  }\n": typeof types.MedicationTodayFieldsFragmentDoc,
    "\n  query MedicationToday {\n    medicationToday {\n      ...MedicationTodayFields\n    }\n  }\n": typeof types.MedicationTodayDocument,
    "\n  mutation MarkDose($prescriptionId: ID!, $scheduledFor: DateTime!, $status: DoseMark!) {\n    markDose(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor, status: $status) {\n      ...MedicationTodayFields\n    }\n  }\n": typeof types.MarkDoseDocument,
    "\n  mutation UndoDoseMark($prescriptionId: ID!, $scheduledFor: DateTime!) {\n    undoDoseMark(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor) {\n      ...MedicationTodayFields\n    }\n  }\n": typeof types.UndoDoseMarkDocument,
    "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n": typeof types.HomeProfileDocument,
    "\n  fragment ArticleCardFields on Article {\n    id\n    category\n    title\n    description\n    imageUrl\n    imageAlt\n    readTimeMinutes\n    likes\n    likedByMe\n  }\n": typeof types.ArticleCardFieldsFragmentDoc,
    "\n  fragment ArticleCommentFields on ArticleComment {\n    id\n    text\n    createdAt\n    authorName\n    mine\n  }\n": typeof types.ArticleCommentFieldsFragmentDoc,
    "\n  query Article($articleId: Int!) {\n    article(id: $articleId) {\n      ...ArticleCardFields\n      finishedByMe\n      commentCount\n      content {\n        type\n        text\n        src\n        alt\n      }\n      comments {\n        ...ArticleCommentFields\n      }\n    }\n  }\n": typeof types.ArticleDocument,
    "\n  query Articles {\n    articles {\n      ...ArticleCardFields\n    }\n  }\n": typeof types.ArticlesDocument,
    "\n  mutation DeleteArticleComment($id: ID!) {\n    deleteArticleComment(id: $id)\n  }\n": typeof types.DeleteArticleCommentDocument,
    "\n  mutation FinishArticle($articleId: Int!) {\n    finishArticle(articleId: $articleId) {\n      xpAwarded\n      totalXp\n    }\n  }\n": typeof types.FinishArticleDocument,
    "\n  mutation PostArticleComment($articleId: Int!, $text: String) {\n    postArticleComment(articleId: $articleId, text: $text) {\n      ...ArticleCommentFields\n    }\n  }\n": typeof types.PostArticleCommentDocument,
    "\n  mutation SetArticleLike($articleId: Int!, $liked: Boolean!) {\n    setArticleLike(articleId: $articleId, liked: $liked) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n": typeof types.SetArticleLikeDocument,
    "\n  query SimilarArticles($articleId: Int!) {\n    similarArticles(id: $articleId) {\n      ...ArticleCardFields\n    }\n  }\n": typeof types.SimilarArticlesDocument,
    "\n  fragment MyMedicationFields on Prescription {\n    ...PrescriptionCardFields\n    endedDate\n    discontinueReason\n  }\n": typeof types.MyMedicationFieldsFragmentDoc,
    "\n  query MyMedications($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...MyMedicationFields\n    }\n  }\n": typeof types.MyMedicationsDocument,
    "\n  query MedicationDetails($id: ID!) {\n    prescription(id: $id) {\n      ...MyMedicationFields\n    }\n  }\n": typeof types.MedicationDetailsDocument,
    "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id) {\n      ...NotificationFields\n    }\n  }\n": typeof types.DismissMessageDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]) {\n    markMessagesRead(ids: $ids)\n  }\n": typeof types.MarkMessagesReadDocument,
    "\n  query MyMessages {\n    myMessages {\n      unread\n      messages {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.MyMessagesDocument,
    "\n  fragment NotificationFields on PatientMessage {\n    id\n    type\n    title\n    description\n    createdAt\n    readAt\n    dismissedAt\n    from {\n      id\n      name\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  subscription PatientMessageReceived {\n    patientMessageReceived {\n      ...NotificationFields\n    }\n  }\n": typeof types.PatientMessageReceivedDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n      email\n      pendingEmail\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query ProfileDetails {\n    me {\n      id\n      username\n      role\n      email\n      pendingEmail\n      avatarUrl\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n": typeof types.ProfileDetailsDocument,
    "\n  mutation UpdateContactDetails($input: ContactDetailsInput!) {\n    updateContactDetails(input: $input) {\n      id\n      email\n      pendingEmail\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n": typeof types.UpdateContactDetailsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query MySettings {\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n": typeof types.MySettingsDocument,
    "\n  query SettingsCard {\n    me {\n      id\n      username\n      avatarUrl\n      profile {\n        fullName\n      }\n    }\n    myCareStatus\n    myCondition\n  }\n": typeof types.SettingsCardDocument,
    "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      language\n      fontSize\n      displayChosenAt\n      profile {\n        fullName\n      }\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation CreatePatientInvite {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreatePatientInviteDocument,
    "\n  fragment PrescriptionCardFields on Prescription {\n    id\n    catalogKey\n    name\n    strength\n    quantity\n    remainingQuantity\n    medicationType\n    expirationDate\n    dosageInstructions\n    usedFor\n    sideEffects {\n      common\n      lessCommon\n      serious\n    }\n    scheduleTimes\n    intakeTiming\n    status\n    cardStatus\n    refilledDate\n  }\n": typeof types.PrescriptionCardFieldsFragmentDoc,
    "\n  mutation SetDisplayPreferences($language: String, $fontSize: String) {\n    setDisplayPreferences(language: $language, fontSize: $fontSize) {\n      id\n      language\n      fontSize\n    }\n  }\n": typeof types.SetDisplayPreferencesDocument,
    "\n  query RecordAccess($patientId: ID) {\n    recordAccess(patientId: $patientId) {\n      id\n      at\n      actorName\n      actorRole\n      apiKeyName\n      channel\n      change\n      allowed\n    }\n  }\n": typeof types.RecordAccessDocument,
    "\n  mutation ShareReport($period: ReportPeriodInput!) {\n    shareReport(period: $period) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n": typeof types.ShareReportDocument,
    "\n  query SharedReports($patientId: ID) {\n    sharedReports(patientId: $patientId) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n": typeof types.SharedReportsDocument,
    "\n  mutation UpdateSetting($key: String!, $enabled: Boolean, $choice: String) {\n    updateSetting(key: $key, enabled: $enabled, choice: $choice) {\n      key\n      kind\n      value\n      options\n    }\n  }\n": typeof types.UpdateSettingDocument,
};
const documents: Documents = {
    "\n  query Achievements {\n    achievements {\n      rank {\n        name\n        from\n        totalXp\n        nextAt\n        nextName\n        progress\n      }\n      badges {\n        ...BadgeFields\n      }\n      milestones {\n        ...BadgeFields\n      }\n      recent {\n        kind\n        badgeId\n        rankName\n        at\n      }\n    }\n  }\n": types.AchievementsDocument,
    "\n  query Badge($badgeId: String!) {\n    badge(id: $badgeId) {\n      ...BadgeFields\n    }\n  }\n": types.BadgeDocument,
    "\n  fragment BadgeFields on Badge {\n    id\n    unlockedAt\n    progress\n    target\n  }\n": types.BadgeFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      status\n      createdAt\n      expiresAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      status\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  subscription AppointmentChanged {\n    appointmentChanged {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentChangedDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    date\n    time\n    startsAt\n    reason\n    status\n    cancelledByDoctor\n    doctor {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n    patient {\n      id\n      name\n    }\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  query AppointmentSchedule($doctorId: ID!, $rescheduling: ID) {\n    appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) {\n      date\n      available\n      slots {\n        time\n        available\n      }\n    }\n  }\n": types.AppointmentScheduleDocument,
    "\n  query Appointment($appointmentId: ID!) {\n    appointment(id: $appointmentId) {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentDocument,
    "\n  query Appointments {\n    appointments {\n      ...AppointmentFields\n    }\n  }\n": types.AppointmentsDocument,
    "\n  mutation BookAppointment($input: AppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...AppointmentFields\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      ...AppointmentFields\n    }\n  }\n": types.CancelAppointmentDocument,
    "\n  query CareTeamDoctors {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n  }\n": types.CareTeamDoctorsDocument,
    "\n  query MyUnavailability {\n    myUnavailability {\n      date\n      allDay\n      times\n    }\n  }\n": types.MyUnavailabilityDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleAppointment(id: $id, input: $input) {\n      ...AppointmentFields\n    }\n  }\n": types.RescheduleAppointmentDocument,
    "\n  mutation SetUnavailability($input: UnavailabilityInput!) {\n    setUnavailability(input: $input) {\n      date\n      allDay\n      times\n    }\n  }\n": types.SetUnavailabilityDocument,
    "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n": types.AssessmentAnswersFragmentDoc,
    "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n": types.AssessmentProfileDocument,
    "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n": types.SaveAssessmentStepDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n": types.ResendRegistrationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        language\n        fontSize\n        displayChosenAt\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n": types.VerifyRegistrationDocument,
    "\n  mutation PatientAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...PatientRequestFields\n    }\n  }\n": types.PatientAnswerRequestDocument,
    "\n  query CareTeam {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n      email\n      centre\n      onCareTeamSince\n    }\n  }\n": types.CareTeamDocument,
    "\n  query ConnectLinkDoctor($token: String!) {\n    connectLinkDoctor(token: $token) {\n      id\n      name\n      department\n    }\n  }\n": types.ConnectLinkDoctorDocument,
    "\n  mutation RequestDoctorFromLink($token: String!) {\n    requestDoctorFromLink(token: $token) {\n      ...PatientRequestFields\n    }\n  }\n": types.RequestDoctorFromLinkDocument,
    "\n  query PatientCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...PatientRequestFields\n      }\n      outgoing {\n        ...PatientRequestFields\n      }\n    }\n  }\n": types.PatientCareTeamRequestsDocument,
    "\n  fragment PatientRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    doctor {\n      id\n      name\n      department\n    }\n  }\n": types.PatientRequestFieldsFragmentDoc,
    "\n  subscription PatientRequestUpdated {\n    careTeamRequestUpdated {\n      ...PatientRequestFields\n    }\n  }\n": types.PatientRequestUpdatedDocument,
    "\n  query CaredPersons {\n    caredPersons {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n": types.CaredPersonsDocument,
    "\n  subscription CarerAccessChanged {\n    carerAccessChanged\n  }\n": types.CarerAccessChangedDocument,
    "\n  query CarerInvite($token: String!) {\n    carerInvite(token: $token) {\n      patientName\n      relationship\n      grants\n      expiresAt\n    }\n  }\n": types.CarerInviteDocument,
    "\n  mutation AcceptCarerInvite($token: String!) {\n    acceptCarerInvite(token: $token) {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n": types.AcceptCarerInviteDocument,
    "\n  fragment CarerAccessFields on CarerAccess {\n    id\n    carerName\n    relationship\n    grants\n    since\n  }\n": types.CarerAccessFieldsFragmentDoc,
    "\n  query MyCarers {\n    myCarers {\n      ...CarerAccessFields\n    }\n  }\n": types.MyCarersDocument,
    "\n  mutation InviteCarer($input: InviteCarerInput!) {\n    inviteCarer(input: $input) {\n      token\n      path\n      expiresAt\n      emailedTo\n    }\n  }\n": types.InviteCarerDocument,
    "\n  mutation SetCarerGrants($id: ID!, $grants: [CarerGrant!]!) {\n    setCarerGrants(id: $id, grants: $grants) {\n      ...CarerAccessFields\n    }\n  }\n": types.SetCarerGrantsDocument,
    "\n  mutation RevokeCarer($id: ID!) {\n    revokeCarer(id: $id)\n  }\n": types.RevokeCarerDocument,
    "\n  query PatientCarers($patientId: ID!) {\n    patientCarers(patientId: $patientId) {\n      ...CarerAccessFields\n    }\n  }\n": types.PatientCarersDocument,
    "\n  query DashboardTriage {\n    triageLatest {\n      id\n      alertLevel\n      alertRationale\n      recommendedTimeline\n      confidenceLevel\n      keySymptoms\n      final\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n      diagnosisPredictions {\n        code\n        suspectedDiagnosis\n        probability\n        urgency\n        reasoning\n      }\n    }\n    triageHistory(limit: 7) {\n      id\n      alertLevel\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n    }\n  }\n": types.DashboardTriageDocument,
    "\n  query HealthMonth($month: String!) {\n    symptomCalendar(month: $month) {\n      day\n      severity\n    }\n    healthPeriod(period: $month) {\n      ...HealthPeriodFields\n    }\n  }\n": types.HealthMonthDocument,
    "\n  fragment HealthPeriodFields on HealthPeriod {\n    from\n    to\n    wellness\n    previousWellness\n    checkInDays\n    trends {\n      measure\n      current\n      previous\n      direction\n      notEnoughData\n    }\n    symptoms {\n      key\n      name\n      days\n      highestGrade\n      latestGrade\n      redLevel\n    }\n    series {\n      day\n      score\n      mood\n      energy\n      sleep\n      pain\n      hoursSlept\n    }\n    events {\n      kind\n      at\n      level\n      title\n    }\n  }\n": types.HealthPeriodFieldsFragmentDoc,
    "\n  query HealthPeriod($period: String!) {\n    healthPeriod(period: $period) {\n      ...HealthPeriodFields\n    }\n    weeklySummary {\n      weekStart\n      weekEnd\n      wellness\n      previousWellness\n      engagement\n      engagementChange\n      moodByWeekday\n      moodTrend\n      bestDay {\n        day\n        score\n      }\n      challengingDay {\n        day\n        score\n      }\n    }\n  }\n": types.HealthPeriodDocument,
    "\n  query Insights {\n    insights {\n      icon\n      title\n      description\n      insightType\n      values\n    }\n  }\n": types.InsightsDocument,
    "\n  mutation AcknowledgeAlert($id: ID!, $raisedAt: DateTime) {\n    acknowledgeAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": types.AcknowledgeAlertDocument,
    "\n  subscription FollowUpAlerts {\n    followUpAlerts {\n      ...FollowUpFields\n    }\n  }\n": types.FollowUpAlertsDocument,
    "\n  fragment FollowUpFields on Alert {\n    id\n    importance\n    type\n    title\n    description\n    level\n    overrideLevel\n    overrideReason\n    status\n    createdAt\n    raisedAt\n    acknowledgedAt\n    resolvedAt\n    sessionId\n    reportedBy {\n      name\n      relationship\n    }\n    history {\n      importance\n      title\n      replacedAt\n    }\n    patient {\n      id\n      name\n      username\n    }\n  }\n": types.FollowUpFieldsFragmentDoc,
    "\n  query FollowUps($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n": types.FollowUpsDocument,
    "\n  mutation OverrideAlertLevel(\n    $id: ID!\n    $level: AlertLevel!\n    $reason: String!\n    $raisedAt: DateTime\n  ) {\n    overrideAlertLevel(id: $id, level: $level, reason: $reason, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": types.OverrideAlertLevelDocument,
    "\n  mutation ResolveAlert($id: ID!, $raisedAt: DateTime) {\n    resolveAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n": types.ResolveAlertDocument,
    "\n  mutation CreateConnectLink {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n": types.CreateConnectLinkDocument,
    "\n  mutation DoctorAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...DoctorRequestFields\n    }\n  }\n": types.DoctorAnswerRequestDocument,
    "\n  subscription DoctorRequestUpdated {\n    careTeamRequestUpdated {\n      ...DoctorRequestFields\n    }\n  }\n": types.DoctorRequestUpdatedDocument,
    "\n  query DoctorCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...DoctorRequestFields\n      }\n      outgoing {\n        ...DoctorRequestFields\n      }\n    }\n  }\n": types.DoctorCareTeamRequestsDocument,
    "\n  fragment DoctorRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n": types.DoctorRequestFieldsFragmentDoc,
    "\n  mutation RequestPatientFromInvite($token: String!) {\n    requestPatientFromInvite(token: $token) {\n      ...DoctorRequestFields\n    }\n  }\n": types.RequestPatientFromInviteDocument,
    "\n  query DoctorHome {\n    doctorHome {\n      doctor {\n        id\n        name\n        department\n      }\n      cards {\n        totalPatients {\n          ...OverviewCardFields\n        }\n        criticalAlerts {\n          ...OverviewCardFields\n        }\n        pendingReports {\n          ...OverviewCardFields\n        }\n        pendingRequests {\n          ...OverviewCardFields\n        }\n      }\n      activity {\n        id\n        kind\n        at\n        patient {\n          id\n          name\n        }\n        alertTitle\n        medicationCatalogKey\n        medicationName\n        prescriptionChange\n      }\n    }\n  }\n\n  fragment OverviewCardFields on OverviewCard {\n    count\n    changeIsNew\n    lastWeek\n    changePercent\n  }\n": types.DoctorHomeDocument,
    "\n  mutation SendPatientMessage($patientId: ID!, $input: PatientMessageInput!) {\n    sendPatientMessage(patientId: $patientId, input: $input) {\n      id\n      title\n    }\n  }\n": types.SendPatientMessageDocument,
    "\n  mutation MarkPatientReportsOpened($patientId: ID!) {\n    markPatientReportsOpened(patientId: $patientId)\n  }\n": types.MarkPatientReportsOpenedDocument,
    "\n  query PatientAlerts($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n": types.PatientAlertsDocument,
    "\n  query PatientCard($id: ID!) {\n    doctorPatient(id: $id) {\n      ...PatientSummaryFields\n    }\n  }\n": types.PatientCardDocument,
    "\n  query PatientOverview($patientId: ID!) {\n    patientOverview(patientId: $patientId) {\n      health {\n        kind\n        level\n      }\n      latestCheckIn {\n        at\n        level\n        symptoms\n        reasons\n      }\n      adherence\n      weekly {\n        weekStart\n        weekEnd\n        wellness\n        previousWellness\n        engagement\n        engagementChange\n        moodByWeekday\n        moodTrend\n        bestDay {\n          day\n          score\n        }\n        challengingDay {\n          day\n          score\n        }\n      }\n      insights {\n        key\n        type\n        values {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.PatientOverviewDocument,
    "\n  mutation SetPatientCareStatus($patientId: ID!, $status: String) {\n    setPatientCareStatus(patientId: $patientId, status: $status) {\n      ...PatientSummaryFields\n    }\n  }\n": types.SetPatientCareStatusDocument,
    "\n  query DoctorPatients($filter: PatientListFilter, $first: Int, $after: String) {\n    doctorPatients(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nextCursor\n      patients {\n        ...PatientSummaryFields\n      }\n    }\n  }\n": types.DoctorPatientsDocument,
    "\n  fragment PatientSummaryFields on PatientSummary {\n    id\n    username\n    name\n    cancerType\n    stage\n    stageGroup\n    careStatus\n    lastUpdate {\n      kind\n      at\n    }\n  }\n": types.PatientSummaryFieldsFragmentDoc,
    "\n  mutation SetPatientDiagnosis($patientId: ID!, $input: DiagnosisInput!) {\n    setPatientDiagnosis(patientId: $patientId, input: $input) {\n      ...PatientSummaryFields\n    }\n  }\n": types.SetPatientDiagnosisDocument,
    "\n  mutation AddPrescription($patientId: ID!, $input: PrescriptionInput!) {\n    addPrescription(patientId: $patientId, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n": types.AddPrescriptionDocument,
    "\n  mutation CompletePrescription($id: ID!) {\n    completePrescription(id: $id) {\n      ...PrescriptionFields\n    }\n  }\n": types.CompletePrescriptionDocument,
    "\n  mutation DiscontinuePrescription($id: ID!, $reason: String) {\n    discontinuePrescription(id: $id, reason: $reason) {\n      ...PrescriptionFields\n    }\n  }\n": types.DiscontinuePrescriptionDocument,
    "\n  query PatientPrescriptions($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...PrescriptionFields\n    }\n  }\n": types.PatientPrescriptionsDocument,
    "\n  fragment PrescriptionFields on Prescription {\n    ...PrescriptionCardFields\n    patientId\n    unitsPerDose\n    startDate\n    startedDate\n    endedDate\n    discontinueReason\n    prescribedBy {\n      id\n      name\n    }\n  }\n": types.PrescriptionFieldsFragmentDoc,
    "\n  mutation RefillPrescriptions($patientId: ID!, $refills: [RefillInput!]) {\n    refillPrescriptions(patientId: $patientId, refills: $refills) {\n      ...PrescriptionFields\n    }\n  }\n": types.RefillPrescriptionsDocument,
    "\n  mutation UpdatePrescription($id: ID!, $input: PrescriptionInput!) {\n    updatePrescription(id: $id, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n": types.UpdatePrescriptionDocument,
    "\n  query DoctorSettings {\n    me {\n      id\n      username\n      email\n      profile {\n        fullName\n        department\n        phoneNumber\n      }\n    }\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n": types.DoctorSettingsDocument,
    "\n  query ActiveCheckIn {\n    activeCheckIn {\n      ...CheckInSessionFields\n    }\n  }\n": types.ActiveCheckInDocument,
    "\n  subscription CheckInEvents($sessionId: ID!) {\n    checkInEvents(sessionId: $sessionId) {\n      type\n      messageId\n      index\n      text\n      quickReplies\n    }\n  }\n": types.CheckInEventsDocument,
    "\n  fragment CheckInSessionFields on ChatSession {\n    id\n    language\n    mode\n    status\n    messages {\n      id\n      sender\n      text\n      createdAt\n    }\n    quickReplies\n  }\n": types.CheckInSessionFieldsFragmentDoc,
    "\n  query CheckInSession($id: ID!) {\n    checkInSession(id: $id) {\n      ...CheckInSessionFields\n    }\n  }\n": types.CheckInSessionDocument,
    "\n  mutation FinishCheckIn($sessionId: ID!) {\n    finishCheckIn(sessionId: $sessionId) {\n      summary {\n        id\n        sender\n        text\n      }\n      assessment {\n        id\n        alertLevel\n        reportedBy {\n          name\n          relationship\n        }\n      }\n    }\n  }\n": types.FinishCheckInDocument,
    "\n  mutation SendCheckInMessage($sessionId: ID!, $text: String!) {\n    sendCheckInMessage(sessionId: $sessionId, text: $text) {\n      userMessage {\n        id\n        text\n      }\n      replyMessageId\n      urgentAssessment {\n        id\n        alertLevel\n      }\n    }\n  }\n": types.SendCheckInMessageDocument,
    "\n  query SessionTriage($sessionId: ID!) {\n    triageForSession(sessionId: $sessionId) {\n      id\n      alertLevel\n      final\n    }\n  }\n": types.SessionTriageDocument,
    "\n  mutation StartCheckIn($input: StartCheckInInput!) {\n    startCheckIn(input: $input) {\n      ...CheckInSessionFields\n    }\n  }\n": types.StartCheckInDocument,
    "\n  query HelpCenter {\n    systemStatus {\n      state\n      components {\n        name\n        ok\n      }\n      checkedAt\n    }\n    supportContact {\n      email\n      phone\n    }\n  }\n": types.HelpCenterDocument,
    "\n  mutation SendSupportMessage($input: SupportMessageInput!) {\n    sendSupportMessage(input: $input)\n  }\n": types.SendSupportMessageDocument,
    "\n  query HomeArticles {\n    articles {\n      id\n      category\n      title\n      imageUrl\n      imageAlt\n      readTimeMinutes\n    }\n  }\n": types.HomeArticlesDocument,
    "\n  query CheckInStreak {\n    checkInStreak {\n      current\n      longest\n      week\n      checkedInToday\n    }\n  }\n": types.CheckInStreakDocument,
    "\n  query WellnessScore($period: String!) {\n    wellnessScore(period: $period) {\n      from\n      to\n      score\n    }\n  }\n": types.WellnessScoreDocument,
    "\n  fragment MedicationTodayFields on MedicationToday {\n    doses {\n      prescription {\n        id\n        catalogKey\n        name\n        strength\n        medicationType\n        intakeTiming\n      }\n      day\n      time\n      scheduledFor\n      status\n      canMark\n      canUndo\n    }\n    adherence {\n      days\n      taken\n      due\n      percent\n    }\n  }\n": types.MedicationTodayFieldsFragmentDoc,
    "\n  query MedicationToday {\n    medicationToday {\n      ...MedicationTodayFields\n    }\n  }\n": types.MedicationTodayDocument,
    "\n  mutation MarkDose($prescriptionId: ID!, $scheduledFor: DateTime!, $status: DoseMark!) {\n    markDose(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor, status: $status) {\n      ...MedicationTodayFields\n    }\n  }\n": types.MarkDoseDocument,
    "\n  mutation UndoDoseMark($prescriptionId: ID!, $scheduledFor: DateTime!) {\n    undoDoseMark(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor) {\n      ...MedicationTodayFields\n    }\n  }\n": types.UndoDoseMarkDocument,
    "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n": types.HomeProfileDocument,
    "\n  fragment ArticleCardFields on Article {\n    id\n    category\n    title\n    description\n    imageUrl\n    imageAlt\n    readTimeMinutes\n    likes\n    likedByMe\n  }\n": types.ArticleCardFieldsFragmentDoc,
    "\n  fragment ArticleCommentFields on ArticleComment {\n    id\n    text\n    createdAt\n    authorName\n    mine\n  }\n": types.ArticleCommentFieldsFragmentDoc,
    "\n  query Article($articleId: Int!) {\n    article(id: $articleId) {\n      ...ArticleCardFields\n      finishedByMe\n      commentCount\n      content {\n        type\n        text\n        src\n        alt\n      }\n      comments {\n        ...ArticleCommentFields\n      }\n    }\n  }\n": types.ArticleDocument,
    "\n  query Articles {\n    articles {\n      ...ArticleCardFields\n    }\n  }\n": types.ArticlesDocument,
    "\n  mutation DeleteArticleComment($id: ID!) {\n    deleteArticleComment(id: $id)\n  }\n": types.DeleteArticleCommentDocument,
    "\n  mutation FinishArticle($articleId: Int!) {\n    finishArticle(articleId: $articleId) {\n      xpAwarded\n      totalXp\n    }\n  }\n": types.FinishArticleDocument,
    "\n  mutation PostArticleComment($articleId: Int!, $text: String) {\n    postArticleComment(articleId: $articleId, text: $text) {\n      ...ArticleCommentFields\n    }\n  }\n": types.PostArticleCommentDocument,
    "\n  mutation SetArticleLike($articleId: Int!, $liked: Boolean!) {\n    setArticleLike(articleId: $articleId, liked: $liked) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n": types.SetArticleLikeDocument,
    "\n  query SimilarArticles($articleId: Int!) {\n    similarArticles(id: $articleId) {\n      ...ArticleCardFields\n    }\n  }\n": types.SimilarArticlesDocument,
    "\n  fragment MyMedicationFields on Prescription {\n    ...PrescriptionCardFields\n    endedDate\n    discontinueReason\n  }\n": types.MyMedicationFieldsFragmentDoc,
    "\n  query MyMedications($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...MyMedicationFields\n    }\n  }\n": types.MyMedicationsDocument,
    "\n  query MedicationDetails($id: ID!) {\n    prescription(id: $id) {\n      ...MyMedicationFields\n    }\n  }\n": types.MedicationDetailsDocument,
    "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id) {\n      ...NotificationFields\n    }\n  }\n": types.DismissMessageDocument,
    "\n  mutation MarkMessagesRead($ids: [ID!]) {\n    markMessagesRead(ids: $ids)\n  }\n": types.MarkMessagesReadDocument,
    "\n  query MyMessages {\n    myMessages {\n      unread\n      messages {\n        ...NotificationFields\n      }\n    }\n  }\n": types.MyMessagesDocument,
    "\n  fragment NotificationFields on PatientMessage {\n    id\n    type\n    title\n    description\n    createdAt\n    readAt\n    dismissedAt\n    from {\n      id\n      name\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  subscription PatientMessageReceived {\n    patientMessageReceived {\n      ...NotificationFields\n    }\n  }\n": types.PatientMessageReceivedDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n      email\n      pendingEmail\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query ProfileDetails {\n    me {\n      id\n      username\n      role\n      email\n      pendingEmail\n      avatarUrl\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n": types.ProfileDetailsDocument,
    "\n  mutation UpdateContactDetails($input: ContactDetailsInput!) {\n    updateContactDetails(input: $input) {\n      id\n      email\n      pendingEmail\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n": types.UpdateContactDetailsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query MySettings {\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n": types.MySettingsDocument,
    "\n  query SettingsCard {\n    me {\n      id\n      username\n      avatarUrl\n      profile {\n        fullName\n      }\n    }\n    myCareStatus\n    myCondition\n  }\n": types.SettingsCardDocument,
    "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      language\n      fontSize\n      displayChosenAt\n      profile {\n        fullName\n      }\n    }\n  }\n": types.SessionUserDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation CreatePatientInvite {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n": types.CreatePatientInviteDocument,
    "\n  fragment PrescriptionCardFields on Prescription {\n    id\n    catalogKey\n    name\n    strength\n    quantity\n    remainingQuantity\n    medicationType\n    expirationDate\n    dosageInstructions\n    usedFor\n    sideEffects {\n      common\n      lessCommon\n      serious\n    }\n    scheduleTimes\n    intakeTiming\n    status\n    cardStatus\n    refilledDate\n  }\n": types.PrescriptionCardFieldsFragmentDoc,
    "\n  mutation SetDisplayPreferences($language: String, $fontSize: String) {\n    setDisplayPreferences(language: $language, fontSize: $fontSize) {\n      id\n      language\n      fontSize\n    }\n  }\n": types.SetDisplayPreferencesDocument,
    "\n  query RecordAccess($patientId: ID) {\n    recordAccess(patientId: $patientId) {\n      id\n      at\n      actorName\n      actorRole\n      apiKeyName\n      channel\n      change\n      allowed\n    }\n  }\n": types.RecordAccessDocument,
    "\n  mutation ShareReport($period: ReportPeriodInput!) {\n    shareReport(period: $period) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n": types.ShareReportDocument,
    "\n  query SharedReports($patientId: ID) {\n    sharedReports(patientId: $patientId) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n": types.SharedReportsDocument,
    "\n  mutation UpdateSetting($key: String!, $enabled: Boolean, $choice: String) {\n    updateSetting(key: $key, enabled: $enabled, choice: $choice) {\n      key\n      kind\n      value\n      options\n    }\n  }\n": types.UpdateSettingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Achievements {\n    achievements {\n      rank {\n        name\n        from\n        totalXp\n        nextAt\n        nextName\n        progress\n      }\n      badges {\n        ...BadgeFields\n      }\n      milestones {\n        ...BadgeFields\n      }\n      recent {\n        kind\n        badgeId\n        rankName\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query Achievements {\n    achievements {\n      rank {\n        name\n        from\n        totalXp\n        nextAt\n        nextName\n        progress\n      }\n      badges {\n        ...BadgeFields\n      }\n      milestones {\n        ...BadgeFields\n      }\n      recent {\n        kind\n        badgeId\n        rankName\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Badge($badgeId: String!) {\n    badge(id: $badgeId) {\n      ...BadgeFields\n    }\n  }\n"): (typeof documents)["\n  query Badge($badgeId: String!) {\n    badge(id: $badgeId) {\n      ...BadgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BadgeFields on Badge {\n    id\n    unlockedAt\n    progress\n    target\n  }\n"): (typeof documents)["\n  fragment BadgeFields on Badge {\n    id\n    unlockedAt\n    progress\n    target\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      status\n      createdAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      status\n      createdAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AppointmentChanged {\n    appointmentChanged {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  subscription AppointmentChanged {\n    appointmentChanged {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFields on Appointment {\n    id\n    date\n    time\n    startsAt\n    reason\n    status\n    cancelledByDoctor\n    doctor {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n    patient {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentFields on Appointment {\n    id\n    date\n    time\n    startsAt\n    reason\n    status\n    cancelledByDoctor\n    doctor {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n    patient {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentSchedule($doctorId: ID!, $rescheduling: ID) {\n    appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) {\n      date\n      available\n      slots {\n        time\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentSchedule($doctorId: ID!, $rescheduling: ID) {\n    appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) {\n      date\n      available\n      slots {\n        time\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointment($appointmentId: ID!) {\n    appointment(id: $appointmentId) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  query Appointment($appointmentId: ID!) {\n    appointment(id: $appointmentId) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointments {\n    appointments {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  query Appointments {\n    appointments {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: AppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookAppointment($input: AppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAppointment($id: ID!) {\n    cancelAppointment(id: $id) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareTeamDoctors {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  query CareTeamDoctors {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUnavailability {\n    myUnavailability {\n      date\n      allDay\n      times\n    }\n  }\n"): (typeof documents)["\n  query MyUnavailability {\n    myUnavailability {\n      date\n      allDay\n      times\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleAppointment(id: $id, input: $input) {\n      ...AppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleAppointment(id: $id, input: $input) {\n      ...AppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUnavailability($input: UnavailabilityInput!) {\n    setUnavailability(input: $input) {\n      date\n      allDay\n      times\n    }\n  }\n"): (typeof documents)["\n  mutation SetUnavailability($input: UnavailabilityInput!) {\n    setUnavailability(input: $input) {\n      date\n      allDay\n      times\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n"): (typeof documents)["\n  fragment AssessmentAnswers on Profile {\n    fullName\n    birthdate\n    gender\n    heightValue\n    heightUnit\n    weightValue\n    weightUnit\n    bloodType\n    fitnessLevel\n    activities\n    checkupFrequency\n    assessmentStep\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssessmentProfile {\n    me {\n      id\n      profile {\n        ...AssessmentAnswers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAssessmentStep($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...AssessmentAnswers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      username\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResendRegistrationCode($input: ResendCodeInput!) {\n    resendRegistrationCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        language\n        fontSize\n        displayChosenAt\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      user {\n        id\n        username\n        role\n        language\n        fontSize\n        displayChosenAt\n        profile {\n          fullName\n          assessmentStep\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n"): (typeof documents)["\n  mutation VerifyRegistration($input: VerifyRegistrationInput!) {\n    verifyRegistration(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...PatientRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation PatientAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...PatientRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareTeam {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n      email\n      centre\n      onCareTeamSince\n    }\n  }\n"): (typeof documents)["\n  query CareTeam {\n    careTeamDoctors {\n      id\n      name\n      specialty\n      phoneNumber\n      email\n      centre\n      onCareTeamSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectLinkDoctor($token: String!) {\n    connectLinkDoctor(token: $token) {\n      id\n      name\n      department\n    }\n  }\n"): (typeof documents)["\n  query ConnectLinkDoctor($token: String!) {\n    connectLinkDoctor(token: $token) {\n      id\n      name\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDoctorFromLink($token: String!) {\n    requestDoctorFromLink(token: $token) {\n      ...PatientRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDoctorFromLink($token: String!) {\n    requestDoctorFromLink(token: $token) {\n      ...PatientRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...PatientRequestFields\n      }\n      outgoing {\n        ...PatientRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...PatientRequestFields\n      }\n      outgoing {\n        ...PatientRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    doctor {\n      id\n      name\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment PatientRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    doctor {\n      id\n      name\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PatientRequestUpdated {\n    careTeamRequestUpdated {\n      ...PatientRequestFields\n    }\n  }\n"): (typeof documents)["\n  subscription PatientRequestUpdated {\n    careTeamRequestUpdated {\n      ...PatientRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaredPersons {\n    caredPersons {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n"): (typeof documents)["\n  query CaredPersons {\n    caredPersons {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CarerAccessChanged {\n    carerAccessChanged\n  }\n"): (typeof documents)["\n  subscription CarerAccessChanged {\n    carerAccessChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CarerInvite($token: String!) {\n    carerInvite(token: $token) {\n      patientName\n      relationship\n      grants\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query CarerInvite($token: String!) {\n    carerInvite(token: $token) {\n      patientName\n      relationship\n      grants\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCarerInvite($token: String!) {\n    acceptCarerInvite(token: $token) {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCarerInvite($token: String!) {\n    acceptCarerInvite(token: $token) {\n      patientId\n      name\n      relationship\n      grants\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CarerAccessFields on CarerAccess {\n    id\n    carerName\n    relationship\n    grants\n    since\n  }\n"): (typeof documents)["\n  fragment CarerAccessFields on CarerAccess {\n    id\n    carerName\n    relationship\n    grants\n    since\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCarers {\n    myCarers {\n      ...CarerAccessFields\n    }\n  }\n"): (typeof documents)["\n  query MyCarers {\n    myCarers {\n      ...CarerAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCarer($input: InviteCarerInput!) {\n    inviteCarer(input: $input) {\n      token\n      path\n      expiresAt\n      emailedTo\n    }\n  }\n"): (typeof documents)["\n  mutation InviteCarer($input: InviteCarerInput!) {\n    inviteCarer(input: $input) {\n      token\n      path\n      expiresAt\n      emailedTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCarerGrants($id: ID!, $grants: [CarerGrant!]!) {\n    setCarerGrants(id: $id, grants: $grants) {\n      ...CarerAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCarerGrants($id: ID!, $grants: [CarerGrant!]!) {\n    setCarerGrants(id: $id, grants: $grants) {\n      ...CarerAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCarer($id: ID!) {\n    revokeCarer(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeCarer($id: ID!) {\n    revokeCarer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCarers($patientId: ID!) {\n    patientCarers(patientId: $patientId) {\n      ...CarerAccessFields\n    }\n  }\n"): (typeof documents)["\n  query PatientCarers($patientId: ID!) {\n    patientCarers(patientId: $patientId) {\n      ...CarerAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTriage {\n    triageLatest {\n      id\n      alertLevel\n      alertRationale\n      recommendedTimeline\n      confidenceLevel\n      keySymptoms\n      final\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n      diagnosisPredictions {\n        code\n        suspectedDiagnosis\n        probability\n        urgency\n        reasoning\n      }\n    }\n    triageHistory(limit: 7) {\n      id\n      alertLevel\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTriage {\n    triageLatest {\n      id\n      alertLevel\n      alertRationale\n      recommendedTimeline\n      confidenceLevel\n      keySymptoms\n      final\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n      diagnosisPredictions {\n        code\n        suspectedDiagnosis\n        probability\n        urgency\n        reasoning\n      }\n    }\n    triageHistory(limit: 7) {\n      id\n      alertLevel\n      createdAt\n      reportedBy {\n        name\n        relationship\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthMonth($month: String!) {\n    symptomCalendar(month: $month) {\n      day\n      severity\n    }\n    healthPeriod(period: $month) {\n      ...HealthPeriodFields\n    }\n  }\n"): (typeof documents)["\n  query HealthMonth($month: String!) {\n    symptomCalendar(month: $month) {\n      day\n      severity\n    }\n    healthPeriod(period: $month) {\n      ...HealthPeriodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthPeriodFields on HealthPeriod {\n    from\n    to\n    wellness\n    previousWellness\n    checkInDays\n    trends {\n      measure\n      current\n      previous\n      direction\n      notEnoughData\n    }\n    symptoms {\n      key\n      name\n      days\n      highestGrade\n      latestGrade\n      redLevel\n    }\n    series {\n      day\n      score\n      mood\n      energy\n      sleep\n      pain\n      hoursSlept\n    }\n    events {\n      kind\n      at\n      level\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment HealthPeriodFields on HealthPeriod {\n    from\n    to\n    wellness\n    previousWellness\n    checkInDays\n    trends {\n      measure\n      current\n      previous\n      direction\n      notEnoughData\n    }\n    symptoms {\n      key\n      name\n      days\n      highestGrade\n      latestGrade\n      redLevel\n    }\n    series {\n      day\n      score\n      mood\n      energy\n      sleep\n      pain\n      hoursSlept\n    }\n    events {\n      kind\n      at\n      level\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthPeriod($period: String!) {\n    healthPeriod(period: $period) {\n      ...HealthPeriodFields\n    }\n    weeklySummary {\n      weekStart\n      weekEnd\n      wellness\n      previousWellness\n      engagement\n      engagementChange\n      moodByWeekday\n      moodTrend\n      bestDay {\n        day\n        score\n      }\n      challengingDay {\n        day\n        score\n      }\n    }\n  }\n"): (typeof documents)["\n  query HealthPeriod($period: String!) {\n    healthPeriod(period: $period) {\n      ...HealthPeriodFields\n    }\n    weeklySummary {\n      weekStart\n      weekEnd\n      wellness\n      previousWellness\n      engagement\n      engagementChange\n      moodByWeekday\n      moodTrend\n      bestDay {\n        day\n        score\n      }\n      challengingDay {\n        day\n        score\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Insights {\n    insights {\n      icon\n      title\n      description\n      insightType\n      values\n    }\n  }\n"): (typeof documents)["\n  query Insights {\n    insights {\n      icon\n      title\n      description\n      insightType\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeAlert($id: ID!, $raisedAt: DateTime) {\n    acknowledgeAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeAlert($id: ID!, $raisedAt: DateTime) {\n    acknowledgeAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FollowUpAlerts {\n    followUpAlerts {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  subscription FollowUpAlerts {\n    followUpAlerts {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowUpFields on Alert {\n    id\n    importance\n    type\n    title\n    description\n    level\n    overrideLevel\n    overrideReason\n    status\n    createdAt\n    raisedAt\n    acknowledgedAt\n    resolvedAt\n    sessionId\n    reportedBy {\n      name\n      relationship\n    }\n    history {\n      importance\n      title\n      replacedAt\n    }\n    patient {\n      id\n      name\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment FollowUpFields on Alert {\n    id\n    importance\n    type\n    title\n    description\n    level\n    overrideLevel\n    overrideReason\n    status\n    createdAt\n    raisedAt\n    acknowledgedAt\n    resolvedAt\n    sessionId\n    reportedBy {\n      name\n      relationship\n    }\n    history {\n      importance\n      title\n      replacedAt\n    }\n    patient {\n      id\n      name\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUps($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  query FollowUps($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverrideAlertLevel(\n    $id: ID!\n    $level: AlertLevel!\n    $reason: String!\n    $raisedAt: DateTime\n  ) {\n    overrideAlertLevel(id: $id, level: $level, reason: $reason, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  mutation OverrideAlertLevel(\n    $id: ID!\n    $level: AlertLevel!\n    $reason: String!\n    $raisedAt: DateTime\n  ) {\n    overrideAlertLevel(id: $id, level: $level, reason: $reason, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveAlert($id: ID!, $raisedAt: DateTime) {\n    resolveAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveAlert($id: ID!, $raisedAt: DateTime) {\n    resolveAlert(id: $id, raisedAt: $raisedAt) {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConnectLink {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConnectLink {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DoctorAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...DoctorRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DoctorAnswerRequest($id: ID!, $accept: Boolean!) {\n    answerCareTeamRequest(id: $id, accept: $accept) {\n      ...DoctorRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DoctorRequestUpdated {\n    careTeamRequestUpdated {\n      ...DoctorRequestFields\n    }\n  }\n"): (typeof documents)["\n  subscription DoctorRequestUpdated {\n    careTeamRequestUpdated {\n      ...DoctorRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...DoctorRequestFields\n      }\n      outgoing {\n        ...DoctorRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorCareTeamRequests {\n    myCareTeamRequests {\n      incoming {\n        ...DoctorRequestFields\n      }\n      outgoing {\n        ...DoctorRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DoctorRequestFields on CareTeamRequest {\n    id\n    direction\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPatientFromInvite($token: String!) {\n    requestPatientFromInvite(token: $token) {\n      ...DoctorRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPatientFromInvite($token: String!) {\n    requestPatientFromInvite(token: $token) {\n      ...DoctorRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorHome {\n    doctorHome {\n      doctor {\n        id\n        name\n        department\n      }\n      cards {\n        totalPatients {\n          ...OverviewCardFields\n        }\n        criticalAlerts {\n          ...OverviewCardFields\n        }\n        pendingReports {\n          ...OverviewCardFields\n        }\n        pendingRequests {\n          ...OverviewCardFields\n        }\n      }\n      activity {\n        id\n        kind\n        at\n        patient {\n          id\n          name\n        }\n        alertTitle\n        medicationCatalogKey\n        medicationName\n        prescriptionChange\n      }\n    }\n  }\n\n  fragment OverviewCardFields on OverviewCard {\n    count\n    changeIsNew\n    lastWeek\n    changePercent\n  }\n"): (typeof documents)["\n  query DoctorHome {\n    doctorHome {\n      doctor {\n        id\n        name\n        department\n      }\n      cards {\n        totalPatients {\n          ...OverviewCardFields\n        }\n        criticalAlerts {\n          ...OverviewCardFields\n        }\n        pendingReports {\n          ...OverviewCardFields\n        }\n        pendingRequests {\n          ...OverviewCardFields\n        }\n      }\n      activity {\n        id\n        kind\n        at\n        patient {\n          id\n          name\n        }\n        alertTitle\n        medicationCatalogKey\n        medicationName\n        prescriptionChange\n      }\n    }\n  }\n\n  fragment OverviewCardFields on OverviewCard {\n    count\n    changeIsNew\n    lastWeek\n    changePercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPatientMessage($patientId: ID!, $input: PatientMessageInput!) {\n    sendPatientMessage(patientId: $patientId, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation SendPatientMessage($patientId: ID!, $input: PatientMessageInput!) {\n    sendPatientMessage(patientId: $patientId, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPatientReportsOpened($patientId: ID!) {\n    markPatientReportsOpened(patientId: $patientId)\n  }\n"): (typeof documents)["\n  mutation MarkPatientReportsOpened($patientId: ID!) {\n    markPatientReportsOpened(patientId: $patientId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAlerts($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n"): (typeof documents)["\n  query PatientAlerts($filter: FollowUpFilter) {\n    followUps(filter: $filter) {\n      ...FollowUpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCard($id: ID!) {\n    doctorPatient(id: $id) {\n      ...PatientSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query PatientCard($id: ID!) {\n    doctorPatient(id: $id) {\n      ...PatientSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOverview($patientId: ID!) {\n    patientOverview(patientId: $patientId) {\n      health {\n        kind\n        level\n      }\n      latestCheckIn {\n        at\n        level\n        symptoms\n        reasons\n      }\n      adherence\n      weekly {\n        weekStart\n        weekEnd\n        wellness\n        previousWellness\n        engagement\n        engagementChange\n        moodByWeekday\n        moodTrend\n        bestDay {\n          day\n          score\n        }\n        challengingDay {\n          day\n          score\n        }\n      }\n      insights {\n        key\n        type\n        values {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientOverview($patientId: ID!) {\n    patientOverview(patientId: $patientId) {\n      health {\n        kind\n        level\n      }\n      latestCheckIn {\n        at\n        level\n        symptoms\n        reasons\n      }\n      adherence\n      weekly {\n        weekStart\n        weekEnd\n        wellness\n        previousWellness\n        engagement\n        engagementChange\n        moodByWeekday\n        moodTrend\n        bestDay {\n          day\n          score\n        }\n        challengingDay {\n          day\n          score\n        }\n      }\n      insights {\n        key\n        type\n        values {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPatientCareStatus($patientId: ID!, $status: String) {\n    setPatientCareStatus(patientId: $patientId, status: $status) {\n      ...PatientSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPatientCareStatus($patientId: ID!, $status: String) {\n    setPatientCareStatus(patientId: $patientId, status: $status) {\n      ...PatientSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorPatients($filter: PatientListFilter, $first: Int, $after: String) {\n    doctorPatients(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nextCursor\n      patients {\n        ...PatientSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorPatients($filter: PatientListFilter, $first: Int, $after: String) {\n    doctorPatients(filter: $filter, first: $first, after: $after) {\n      totalCount\n      nextCursor\n      patients {\n        ...PatientSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientSummaryFields on PatientSummary {\n    id\n    username\n    name\n    cancerType\n    stage\n    stageGroup\n    careStatus\n    lastUpdate {\n      kind\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment PatientSummaryFields on PatientSummary {\n    id\n    username\n    name\n    cancerType\n    stage\n    stageGroup\n    careStatus\n    lastUpdate {\n      kind\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPatientDiagnosis($patientId: ID!, $input: DiagnosisInput!) {\n    setPatientDiagnosis(patientId: $patientId, input: $input) {\n      ...PatientSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPatientDiagnosis($patientId: ID!, $input: DiagnosisInput!) {\n    setPatientDiagnosis(patientId: $patientId, input: $input) {\n      ...PatientSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPrescription($patientId: ID!, $input: PrescriptionInput!) {\n    addPrescription(patientId: $patientId, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPrescription($patientId: ID!, $input: PrescriptionInput!) {\n    addPrescription(patientId: $patientId, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePrescription($id: ID!) {\n    completePrescription(id: $id) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompletePrescription($id: ID!) {\n    completePrescription(id: $id) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscontinuePrescription($id: ID!, $reason: String) {\n    discontinuePrescription(id: $id, reason: $reason) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation DiscontinuePrescription($id: ID!, $reason: String) {\n    discontinuePrescription(id: $id, reason: $reason) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientPrescriptions($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  query PatientPrescriptions($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrescriptionFields on Prescription {\n    ...PrescriptionCardFields\n    patientId\n    unitsPerDose\n    startDate\n    startedDate\n    endedDate\n    discontinueReason\n    prescribedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PrescriptionFields on Prescription {\n    ...PrescriptionCardFields\n    patientId\n    unitsPerDose\n    startDate\n    startedDate\n    endedDate\n    discontinueReason\n    prescribedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefillPrescriptions($patientId: ID!, $refills: [RefillInput!]) {\n    refillPrescriptions(patientId: $patientId, refills: $refills) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefillPrescriptions($patientId: ID!, $refills: [RefillInput!]) {\n    refillPrescriptions(patientId: $patientId, refills: $refills) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrescription($id: ID!, $input: PrescriptionInput!) {\n    updatePrescription(id: $id, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrescription($id: ID!, $input: PrescriptionInput!) {\n    updatePrescription(id: $id, input: $input) {\n      ...PrescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorSettings {\n    me {\n      id\n      username\n      email\n      profile {\n        fullName\n        department\n        phoneNumber\n      }\n    }\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n"): (typeof documents)["\n  query DoctorSettings {\n    me {\n      id\n      username\n      email\n      profile {\n        fullName\n        department\n        phoneNumber\n      }\n    }\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveCheckIn {\n    activeCheckIn {\n      ...CheckInSessionFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveCheckIn {\n    activeCheckIn {\n      ...CheckInSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CheckInEvents($sessionId: ID!) {\n    checkInEvents(sessionId: $sessionId) {\n      type\n      messageId\n      index\n      text\n      quickReplies\n    }\n  }\n"): (typeof documents)["\n  subscription CheckInEvents($sessionId: ID!) {\n    checkInEvents(sessionId: $sessionId) {\n      type\n      messageId\n      index\n      text\n      quickReplies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckInSessionFields on ChatSession {\n    id\n    language\n    mode\n    status\n    messages {\n      id\n      sender\n      text\n      createdAt\n    }\n    quickReplies\n  }\n"): (typeof documents)["\n  fragment CheckInSessionFields on ChatSession {\n    id\n    language\n    mode\n    status\n    messages {\n      id\n      sender\n      text\n      createdAt\n    }\n    quickReplies\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInSession($id: ID!) {\n    checkInSession(id: $id) {\n      ...CheckInSessionFields\n    }\n  }\n"): (typeof documents)["\n  query CheckInSession($id: ID!) {\n    checkInSession(id: $id) {\n      ...CheckInSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishCheckIn($sessionId: ID!) {\n    finishCheckIn(sessionId: $sessionId) {\n      summary {\n        id\n        sender\n        text\n      }\n      assessment {\n        id\n        alertLevel\n        reportedBy {\n          name\n          relationship\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishCheckIn($sessionId: ID!) {\n    finishCheckIn(sessionId: $sessionId) {\n      summary {\n        id\n        sender\n        text\n      }\n      assessment {\n        id\n        alertLevel\n        reportedBy {\n          name\n          relationship\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCheckInMessage($sessionId: ID!, $text: String!) {\n    sendCheckInMessage(sessionId: $sessionId, text: $text) {\n      userMessage {\n        id\n        text\n      }\n      replyMessageId\n      urgentAssessment {\n        id\n        alertLevel\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendCheckInMessage($sessionId: ID!, $text: String!) {\n    sendCheckInMessage(sessionId: $sessionId, text: $text) {\n      userMessage {\n        id\n        text\n      }\n      replyMessageId\n      urgentAssessment {\n        id\n        alertLevel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionTriage($sessionId: ID!) {\n    triageForSession(sessionId: $sessionId) {\n      id\n      alertLevel\n      final\n    }\n  }\n"): (typeof documents)["\n  query SessionTriage($sessionId: ID!) {\n    triageForSession(sessionId: $sessionId) {\n      id\n      alertLevel\n      final\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckIn($input: StartCheckInInput!) {\n    startCheckIn(input: $input) {\n      ...CheckInSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckIn($input: StartCheckInInput!) {\n    startCheckIn(input: $input) {\n      ...CheckInSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenter {\n    systemStatus {\n      state\n      components {\n        name\n        ok\n      }\n      checkedAt\n    }\n    supportContact {\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query HelpCenter {\n    systemStatus {\n      state\n      components {\n        name\n        ok\n      }\n      checkedAt\n    }\n    supportContact {\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($input: SupportMessageInput!) {\n    sendSupportMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendSupportMessage($input: SupportMessageInput!) {\n    sendSupportMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeArticles {\n    articles {\n      id\n      category\n      title\n      imageUrl\n      imageAlt\n      readTimeMinutes\n    }\n  }\n"): (typeof documents)["\n  query HomeArticles {\n    articles {\n      id\n      category\n      title\n      imageUrl\n      imageAlt\n      readTimeMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInStreak {\n    checkInStreak {\n      current\n      longest\n      week\n      checkedInToday\n    }\n  }\n"): (typeof documents)["\n  query CheckInStreak {\n    checkInStreak {\n      current\n      longest\n      week\n      checkedInToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WellnessScore($period: String!) {\n    wellnessScore(period: $period) {\n      from\n      to\n      score\n    }\n  }\n"): (typeof documents)["\n  query WellnessScore($period: String!) {\n    wellnessScore(period: $period) {\n      from\n      to\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MedicationTodayFields on MedicationToday {\n    doses {\n      prescription {\n        id\n        catalogKey\n        name\n        strength\n        medicationType\n        intakeTiming\n      }\n      day\n      time\n      scheduledFor\n      status\n      canMark\n      canUndo\n    }\n    adherence {\n      days\n      taken\n      due\n      percent\n    }\n  }\n"): (typeof documents)["\n  fragment MedicationTodayFields on MedicationToday {\n    doses {\n      prescription {\n        id\n        catalogKey\n        name\n        strength\n        medicationType\n        intakeTiming\n      }\n      day\n      time\n      scheduledFor\n      status\n      canMark\n      canUndo\n    }\n    adherence {\n      days\n      taken\n      due\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicationToday {\n    medicationToday {\n      ...MedicationTodayFields\n    }\n  }\n"): (typeof documents)["\n  query MedicationToday {\n    medicationToday {\n      ...MedicationTodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDose($prescriptionId: ID!, $scheduledFor: DateTime!, $status: DoseMark!) {\n    markDose(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor, status: $status) {\n      ...MedicationTodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDose($prescriptionId: ID!, $scheduledFor: DateTime!, $status: DoseMark!) {\n    markDose(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor, status: $status) {\n      ...MedicationTodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoDoseMark($prescriptionId: ID!, $scheduledFor: DateTime!) {\n    undoDoseMark(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor) {\n      ...MedicationTodayFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndoDoseMark($prescriptionId: ID!, $scheduledFor: DateTime!) {\n    undoDoseMark(prescriptionId: $prescriptionId, scheduledFor: $scheduledFor) {\n      ...MedicationTodayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProfile {\n    me {\n      id\n      username\n      profile {\n        fullName\n        assessmentStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCardFields on Article {\n    id\n    category\n    title\n    description\n    imageUrl\n    imageAlt\n    readTimeMinutes\n    likes\n    likedByMe\n  }\n"): (typeof documents)["\n  fragment ArticleCardFields on Article {\n    id\n    category\n    title\n    description\n    imageUrl\n    imageAlt\n    readTimeMinutes\n    likes\n    likedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCommentFields on ArticleComment {\n    id\n    text\n    createdAt\n    authorName\n    mine\n  }\n"): (typeof documents)["\n  fragment ArticleCommentFields on ArticleComment {\n    id\n    text\n    createdAt\n    authorName\n    mine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Article($articleId: Int!) {\n    article(id: $articleId) {\n      ...ArticleCardFields\n      finishedByMe\n      commentCount\n      content {\n        type\n        text\n        src\n        alt\n      }\n      comments {\n        ...ArticleCommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Article($articleId: Int!) {\n    article(id: $articleId) {\n      ...ArticleCardFields\n      finishedByMe\n      commentCount\n      content {\n        type\n        text\n        src\n        alt\n      }\n      comments {\n        ...ArticleCommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Articles {\n    articles {\n      ...ArticleCardFields\n    }\n  }\n"): (typeof documents)["\n  query Articles {\n    articles {\n      ...ArticleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticleComment($id: ID!) {\n    deleteArticleComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticleComment($id: ID!) {\n    deleteArticleComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishArticle($articleId: Int!) {\n    finishArticle(articleId: $articleId) {\n      xpAwarded\n      totalXp\n    }\n  }\n"): (typeof documents)["\n  mutation FinishArticle($articleId: Int!) {\n    finishArticle(articleId: $articleId) {\n      xpAwarded\n      totalXp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostArticleComment($articleId: Int!, $text: String) {\n    postArticleComment(articleId: $articleId, text: $text) {\n      ...ArticleCommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation PostArticleComment($articleId: Int!, $text: String) {\n    postArticleComment(articleId: $articleId, text: $text) {\n      ...ArticleCommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetArticleLike($articleId: Int!, $liked: Boolean!) {\n    setArticleLike(articleId: $articleId, liked: $liked) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation SetArticleLike($articleId: Int!, $liked: Boolean!) {\n    setArticleLike(articleId: $articleId, liked: $liked) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarArticles($articleId: Int!) {\n    similarArticles(id: $articleId) {\n      ...ArticleCardFields\n    }\n  }\n"): (typeof documents)["\n  query SimilarArticles($articleId: Int!) {\n    similarArticles(id: $articleId) {\n      ...ArticleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyMedicationFields on Prescription {\n    ...PrescriptionCardFields\n    endedDate\n    discontinueReason\n  }\n"): (typeof documents)["\n  fragment MyMedicationFields on Prescription {\n    ...PrescriptionCardFields\n    endedDate\n    discontinueReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMedications($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...MyMedicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyMedications($patientId: ID!) {\n    patientPrescriptions(patientId: $patientId) {\n      ...MyMedicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicationDetails($id: ID!) {\n    prescription(id: $id) {\n      ...MyMedicationFields\n    }\n  }\n"): (typeof documents)["\n  query MedicationDetails($id: ID!) {\n    prescription(id: $id) {\n      ...MyMedicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessagesRead($ids: [ID!]) {\n    markMessagesRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkMessagesRead($ids: [ID!]) {\n    markMessagesRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMessages {\n    myMessages {\n      unread\n      messages {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMessages {\n    myMessages {\n      unread\n      messages {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on PatientMessage {\n    id\n    type\n    title\n    description\n    createdAt\n    readAt\n    dismissedAt\n    from {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on PatientMessage {\n    id\n    type\n    title\n    description\n    createdAt\n    readAt\n    dismissedAt\n    from {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PatientMessageReceived {\n    patientMessageReceived {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription PatientMessageReceived {\n    patientMessageReceived {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n      email\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      id\n      email\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileDetails {\n    me {\n      id\n      username\n      role\n      email\n      pendingEmail\n      avatarUrl\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileDetails {\n    me {\n      id\n      username\n      role\n      email\n      pendingEmail\n      avatarUrl\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactDetails($input: ContactDetailsInput!) {\n    updateContactDetails(input: $input) {\n      id\n      email\n      pendingEmail\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactDetails($input: ContactDetailsInput!) {\n    updateContactDetails(input: $input) {\n      id\n      email\n      pendingEmail\n      profile {\n        fullName\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettings {\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n"): (typeof documents)["\n  query MySettings {\n    mySettings {\n      key\n      kind\n      value\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCard {\n    me {\n      id\n      username\n      avatarUrl\n      profile {\n        fullName\n      }\n    }\n    myCareStatus\n    myCondition\n  }\n"): (typeof documents)["\n  query SettingsCard {\n    me {\n      id\n      username\n      avatarUrl\n      profile {\n        fullName\n      }\n    }\n    myCareStatus\n    myCondition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      language\n      fontSize\n      displayChosenAt\n      profile {\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    me {\n      id\n      username\n      role\n      language\n      fontSize\n      displayChosenAt\n      profile {\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePatientInvite {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePatientInvite {\n    createInviteLink {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrescriptionCardFields on Prescription {\n    id\n    catalogKey\n    name\n    strength\n    quantity\n    remainingQuantity\n    medicationType\n    expirationDate\n    dosageInstructions\n    usedFor\n    sideEffects {\n      common\n      lessCommon\n      serious\n    }\n    scheduleTimes\n    intakeTiming\n    status\n    cardStatus\n    refilledDate\n  }\n"): (typeof documents)["\n  fragment PrescriptionCardFields on Prescription {\n    id\n    catalogKey\n    name\n    strength\n    quantity\n    remainingQuantity\n    medicationType\n    expirationDate\n    dosageInstructions\n    usedFor\n    sideEffects {\n      common\n      lessCommon\n      serious\n    }\n    scheduleTimes\n    intakeTiming\n    status\n    cardStatus\n    refilledDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDisplayPreferences($language: String, $fontSize: String) {\n    setDisplayPreferences(language: $language, fontSize: $fontSize) {\n      id\n      language\n      fontSize\n    }\n  }\n"): (typeof documents)["\n  mutation SetDisplayPreferences($language: String, $fontSize: String) {\n    setDisplayPreferences(language: $language, fontSize: $fontSize) {\n      id\n      language\n      fontSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordAccess($patientId: ID) {\n    recordAccess(patientId: $patientId) {\n      id\n      at\n      actorName\n      actorRole\n      apiKeyName\n      channel\n      change\n      allowed\n    }\n  }\n"): (typeof documents)["\n  query RecordAccess($patientId: ID) {\n    recordAccess(patientId: $patientId) {\n      id\n      at\n      actorName\n      actorRole\n      apiKeyName\n      channel\n      change\n      allowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareReport($period: ReportPeriodInput!) {\n    shareReport(period: $period) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ShareReport($period: ReportPeriodInput!) {\n    shareReport(period: $period) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedReports($patientId: ID) {\n    sharedReports(patientId: $patientId) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n"): (typeof documents)["\n  query SharedReports($patientId: ID) {\n    sharedReports(patientId: $patientId) {\n      id\n      periodFrom\n      periodTo\n      sharedAt\n      doctorOpenedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSetting($key: String!, $enabled: Boolean, $choice: String) {\n    updateSetting(key: $key, enabled: $enabled, choice: $choice) {\n      key\n      kind\n      value\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSetting($key: String!, $enabled: Boolean, $choice: String) {\n    updateSetting(key: $key, enabled: $enabled, choice: $choice) {\n      key\n      kind\n      value\n      options\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;