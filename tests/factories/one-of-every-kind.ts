import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { customViews } from '~/domains/people/custom-fields.tables'
import {
  customFieldChoices,
  customFieldDefinitions,
  staffCustomFieldValues,
} from '~/domains/people/custom-fields.tables'
import { holidays } from '~/domains/attendance/holidays.tables'
import {
  attendanceBreaks,
  attendanceEntries,
  attendanceSettings,
} from '~/domains/attendance/attendance.tables'
import { calendarFeeds } from '~/domains/attendance/calendar-feed.tables'
import { slackConnections } from '~/domains/company/slack.tables'
import { companyFiles, employeeFiles, fileTypes } from '~/domains/company/files.tables'
import { companyMenuLinks } from '~/domains/company/menu-links.tables'
import { flowCharts } from '~/domains/flowchart/flowchart.tables'
import {
  articleAcknowledgements,
  articleDrafts,
  articleFiles,
  articlePublicKnowledgebases,
  articles,
  articleTemplates,
  articleVersions,
  definitionCategories,
  definitions,
  knowledgeFiles,
} from '~/domains/knowledge/knowledge.tables'
import {
  employeeResponsibilities,
  orgChartSettings,
  positionResponsibilities,
  responsibilities,
} from '~/domains/org/org.tables'
import {
  courseCategories,
  courseCompletions,
  courseDivisions,
  courseIndividuals,
  courseItems,
  coursePositions,
  courseResponsibilities,
  courses,
  courseSections,
} from '~/domains/courses/courses.tables'
import {
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizResponses,
  quizzes,
} from '~/domains/quizzes/quizzes.tables'
import { scormAttempts } from '~/domains/scorm/scorm.tables'
import {
  requestAttachments,
  requestEvents,
  requests,
  requestTypes,
  timeOffAdjustments,
  timeOffKinds,
} from '~/domains/requests/requests.tables'
import { searchSynonymGroups } from '~/domains/search/search.tables'
import { stats, statValues } from '~/domains/statistics/statistics.tables'
import { todos } from '~/domains/todos/todos.tables'
import {
  checklistItems,
  checklists,
  checklistTemplateItems,
  checklistTemplates,
} from '~/domains/checklists/checklists.tables'
import {
  esignArticleSignOffs,
  esignDocuments,
  esignEvents,
  esignFields,
  esignSigners,
} from '~/domains/esign/esign.tables'
import { outboundEmails } from '~/platform/mail.tables'
import { db } from '~/platform/db.server'
import { fileStore, newStorageKey, packageFileKey } from '~/platform/storage.server'
import { makeCompanyWithAdmin } from './accounts'
import { insertArticle, insertArticleType } from './knowledge-reading'
import { makeDivision, makePosition, placeInOrg } from './org'
import { makePublicKb } from './public-kb'
import { insertOneOfEachWorkRecord } from './work-tracking'
import { makeScormPackage } from './scorm'
import { samplePdf } from './esign'

/**
 * A company with its admin (every role flag) and one record of every kind a route can name by
 * id, each hanging off the ones before it as the app links them: the admin is the employee, the
 * employee file is hers, the article has a version, a draft, an answer, a decision chart, an
 * attached file and a public knowledge base. Rows are inserted directly, so the records are the
 * same whatever the services do on creation.
 */
export async function makeCompanyWithOneOfEverything(name: string) {
  const { company, admin } = await makeCompanyWithAdmin(name)
  const membership = admin.membership
  const companyId = company.id
  const one = async <Row>(rows: Promise<Row[]>) => (await rows)[0]!

  const division = await makeDivision(company)
  const position = await makePosition(company)
  await placeInOrg(membership, { divisionId: division.id, positionIds: [position.id] })
  const responsibility = await one(
    db
      .insert(responsibilities)
      .values({ companyId, title: 'Fire warden', description: '', createdById: membership.id })
      .returning(),
  )
  await db.insert(employeeResponsibilities).values({
    companyId,
    responsibilityId: responsibility.id,
    membershipId: membership.id,
  })
  await db
    .insert(positionResponsibilities)
    .values({ positionId: position.id, responsibilityId: responsibility.id })
  await db.insert(orgChartSettings).values({ companyId, kind: 'orgflow' })

  await db.insert(companyMenuLinks).values({ companyId, name: 'Wiki', url: 'https://example.test' })
  await db.insert(todos).values({ companyId, membershipId: membership.id, title: 'Say hello' })
  await db.insert(holidays).values({ companyId, name: 'New Year', date: '2030-01-01' })
  const entry = await one(
    db
      .insert(attendanceEntries)
      .values({
        companyId,
        membershipId: membership.id,
        clockedInAt: new Date('2030-01-02T08:00:00Z'),
        clockedOutAt: new Date('2030-01-02T16:00:00Z'),
        timezone: 'UTC',
        workDay: '2030-01-02',
        source: 'web',
      })
      .returning(),
  )
  await db.insert(attendanceBreaks).values({
    companyId,
    entryId: entry.id,
    startedAt: new Date('2030-01-02T12:00:00Z'),
    endedAt: new Date('2030-01-02T12:30:00Z'),
  })
  await db.insert(attendanceSettings).values({ companyId })
  await db
    .insert(calendarFeeds)
    .values({ companyId, membershipId: membership.id, tokenHash: `feed-of-${companyId}` })
  await db.insert(slackConnections).values({
    companyId,
    teamId: `T${companyId}`,
    teamName: name,
    botTokenSealed: 'sealed',
  })
  await db.insert(outboundEmails).values({
    companyId,
    template: 'test',
    toAddress: 'someone@example.test',
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: '<p>Hello</p>',
  })

  const field = await one(
    db
      .insert(customFieldDefinitions)
      .values({ companyId, name: 'Shirt size', fieldType: 'text' })
      .returning(),
  )
  await db.insert(customFieldChoices).values({ companyId, definitionId: field.id, label: 'M' })
  await db.insert(staffCustomFieldValues).values({
    companyId,
    membershipId: membership.id,
    definitionId: field.id,
    value: 'M',
  })
  await db.insert(customViews).values({
    companyId,
    ownerMembershipId: membership.id,
    name: 'Everyone',
    type: 'staff',
    isShared: true,
  })

  const fileType = await one(
    db.insert(fileTypes).values({ companyId, name: 'Contract' }).returning(),
  )
  const file = {
    storageKey: `cross-tenant/${randomUUID()}.txt`,
    fileName: 'notes.txt',
    contentType: 'text/plain',
    sizeBytes: 5,
    uploadedByMembershipId: membership.id,
  }
  await db
    .insert(companyFiles)
    .values({ companyId, title: 'Handbook', fileTypeId: fileType.id, ...file })
  await db
    .insert(employeeFiles)
    .values({ companyId, membershipId: membership.id, fileTypeId: fileType.id, ...file })
  const knowledgeFile = await one(
    db
      .insert(knowledgeFiles)
      .values({ companyId, ...file, completedAt: new Date() })
      .returning(),
  )

  const type = await insertArticleType(company)
  // Public (visibility 0), so the public knowledge base shows it to anyone under its company.
  const article = await insertArticle(company, {
    typeId: type.id,
    visibility: 0,
    answers: [{ answer: 'Yes', isCorrect: true }],
    assign: {
      membershipIds: [membership.id],
      divisionIds: [division.id],
      positionIds: [position.id],
      responsibilityIds: [responsibility.id],
    },
  })
  await db.insert(articleVersions).values({
    companyId,
    articleId: article.id,
    revision: 1,
    title: article.title,
    body: article.body ?? '',
    content: {},
    publishedByMembershipId: membership.id,
  })
  await db.insert(articleDrafts).values({
    companyId,
    articleId: article.id,
    content: {},
    authorMembershipId: membership.id,
  })
  await db.insert(articleAcknowledgements).values({
    companyId,
    articleId: article.id,
    membershipId: membership.id,
    revision: 1,
    method: 0,
  })
  await db.insert(articleFiles).values({ articleId: article.id, fileId: knowledgeFile.id })
  const chart = await one(
    db
      .insert(flowCharts)
      .values({
        companyId,
        articleId: article.id,
        document: { nodes: [], edges: [] },
        authorMembershipId: membership.id,
      })
      .returning(),
  )
  await db
    .update(articles)
    .set({ flowChartId: chart.id, blocks: [...article.blocks, 'decision_chart'] })
    .where(eq(articles.id, article.id))
  const publicKb = await makePublicKb(company)
  await db
    .insert(articlePublicKnowledgebases)
    .values({ articleId: article.id, publicKnowledgebaseId: publicKb.id })

  await db
    .insert(articleTemplates)
    .values({ companyId, category: 'Policies', name: 'Policy', subjectArticleId: article.id })

  const definitionCategory = await one(
    db.insert(definitionCategories).values({ companyId, name: 'Terms' }).returning(),
  )
  await db.insert(definitions).values({
    companyId,
    term: 'PTO',
    definition: 'Paid time off',
    categoryId: definitionCategory.id,
  })

  const quiz = await one(
    db.insert(quizzes).values({ companyId, title: 'Fire safety check' }).returning(),
  )
  const question = await one(
    db
      .insert(quizQuestions)
      .values({ quizId: quiz.id, kind: 'single', text: 'Where do we meet?' })
      .returning(),
  )
  const option = await one(
    db
      .insert(quizOptions)
      .values({ questionId: question.id, text: 'The car park', isCorrect: true })
      .returning(),
  )
  const attempt = await one(
    db
      .insert(quizAttempts)
      .values({
        companyId,
        quizId: quiz.id,
        membershipId: membership.id,
        scorePercent: 100,
        passed: true,
      })
      .returning(),
  )
  await db.insert(quizResponses).values({
    attemptId: attempt.id,
    questionId: question.id,
    optionIds: [option.id],
    isCorrect: true,
  })

  const courseCategory = await one(
    db.insert(courseCategories).values({ companyId, name: 'Safety' }).returning(),
  )
  const course = await one(
    db
      .insert(courses)
      .values({
        companyId,
        name: 'Fire safety',
        categoryId: courseCategory.id,
        hasCertificate: true,
      })
      .returning(),
  )
  const section = await one(
    db.insert(courseSections).values({ courseId: course.id, title: 'Basics' }).returning(),
  )
  // A SCORM package with its one file in the store (its files are served by path), played once.
  const scormPackage = await makeScormPackage(company, { files: ['index.html'], fileCount: 1 })
  await fileStore.put(
    packageFileKey(scormPackage.storagePrefix, 'index.html'),
    new TextEncoder().encode('<p>Fire drill</p>'),
    'text/html',
  )
  await db.insert(scormAttempts).values({
    companyId,
    packageId: scormPackage.id,
    membershipId: membership.id,
    scoIdentifier: 'item-1',
  })
  await db.insert(courseItems).values([
    { courseId: course.id, sectionId: section.id, kind: 'article', articleId: article.id },
    { courseId: course.id, sectionId: section.id, kind: 'quiz', quizId: quiz.id, order: 1 },
    {
      courseId: course.id,
      sectionId: section.id,
      kind: 'scorm',
      scormPackageId: scormPackage.id,
      order: 2,
    },
  ])
  await db.insert(courseIndividuals).values({ courseId: course.id, membershipId: membership.id })
  await db.insert(courseDivisions).values({ courseId: course.id, divisionId: division.id })
  await db.insert(coursePositions).values({ courseId: course.id, positionId: position.id })
  await db
    .insert(courseResponsibilities)
    .values({ courseId: course.id, responsibilityId: responsibility.id })
  await db.insert(courseCompletions).values({
    companyId,
    courseId: course.id,
    membershipId: membership.id,
    certificateCode: randomUUID(),
  })
  await insertOneOfEachWorkRecord(companyId, membership.id)

  const template = await one(
    db.insert(checklistTemplates).values({ companyId, title: 'Opening shift' }).returning(),
  )
  await db
    .insert(checklistTemplateItems)
    .values({ templateId: template.id, kind: 'checkbox', label: 'Lights on' })
  const checklist = await one(
    db
      .insert(checklists)
      .values({
        companyId,
        templateId: template.id,
        title: 'Opening shift',
        forMembershipId: membership.id,
      })
      .returning(),
  )
  // A file item with its file in the store, so the download route has a file to refuse.
  const deliveryNote = newStorageKey(companyId, 'checklist-files', 'txt')
  await fileStore.put(deliveryNote, new TextEncoder().encode('notes'), 'text/plain')
  await db.insert(checklistItems).values({
    checklistId: checklist.id,
    kind: 'file',
    label: 'Delivery note',
    value: 'notes.txt',
    storageKey: deliveryNote,
    doneByMembershipId: membership.id,
    doneAt: new Date(),
  })

  const requestType = await one(
    db.insert(requestTypes).values({ companyId, name: 'Time off', kind: 'time_off' }).returning(),
  )
  const timeOffKind = await one(
    db.insert(timeOffKinds).values({ companyId, name: 'Vacation', annualDays: '20' }).returning(),
  )
  await db
    .insert(timeOffAdjustments)
    .values({ companyId, membershipId: membership.id, kindId: timeOffKind.id, year: 2030 })
  const request = await one(
    db
      .insert(requests)
      .values({
        companyId,
        typeId: requestType.id,
        requesterId: membership.id,
        title: 'Summer holiday',
        step: 'admin',
        timeOffKindId: timeOffKind.id,
        startsOn: '2030-07-01',
        endsOn: '2030-07-05',
        days: '5',
      })
      .returning(),
  )
  await db.insert(requestEvents).values({
    companyId,
    requestId: request.id,
    actorId: membership.id,
    event: 'submitted',
    status: 'pending',
  })
  // Its bytes in the store too: request/api/detail/{id}/attachments/{file}/ downloads it.
  const receipt = newStorageKey(companyId, 'request-files', 'txt')
  await fileStore.put(receipt, new TextEncoder().encode('notes'), 'text/plain')
  await db.insert(requestAttachments).values({
    companyId,
    requestId: request.id,
    uploadedById: membership.id,
    storageKey: receipt,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
  })

  const stat = await one(
    db
      .insert(stats)
      .values({
        companyId,
        name: 'Sales',
        ownerMembershipId: membership.id,
        divisionId: division.id,
      })
      .returning(),
  )
  await db.insert(statValues).values({
    companyId,
    statId: stat.id,
    periodStart: '2030-01-07',
    periodEnd: '2030-01-13',
    value: '10',
  })
  await db.insert(searchSynonymGroups).values({ companyId, terms: ['pto', 'vacation'] })
  const signed = await insertSignedDocument(companyId, membership.id)
  // The article's sign-off by that document (its requirement is left out: the walks' article
  // stays one that is acknowledged by reading).
  await db.insert(esignArticleSignOffs).values({
    companyId,
    documentId: signed.id,
    articleId: article.id,
    revision: 1,
    membershipId: membership.id,
  })

  return { company, admin }
}

/** A completed e-signature document: its original and "sealed" PDF stored, a signer, a field. */
async function insertSignedDocument(companyId: number, membershipId: number) {
  const pdf = await samplePdf(1)
  const [originalKey, sealedKey] = [1, 2].map(() =>
    newStorageKey(companyId, 'esign-documents', 'pdf'),
  )
  for (const key of [originalKey!, sealedKey!]) await fileStore.put(key, pdf, 'application/pdf')
  const [doc] = await db
    .insert(esignDocuments)
    .values({
      companyId,
      title: 'Offer letter',
      fileName: 'offer.pdf',
      originalKey: originalKey!,
      originalSha256: '0'.repeat(64),
      status: 'completed',
      sealedKey,
      sealedSha256: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      senderMembershipId: membershipId,
    })
    .returning()
  const [signer] = await db
    .insert(esignSigners)
    .values({
      documentId: doc!.id,
      membershipId,
      name: 'Ada Admin',
      email: 'ada@example.test',
      status: 'signed',
    })
    .returning()
  await db.insert(esignFields).values({
    documentId: doc!.id,
    signerId: signer!.id,
    page: 1,
    kind: 'signature',
    x: 0.1,
    y: 0.8,
    width: 0.3,
    height: 0.06,
    value: 'Ada Admin',
  })
  await db
    .insert(esignEvents)
    .values({ documentId: doc!.id, action: 'signed', signerId: signer!.id })
  return doc!
}
