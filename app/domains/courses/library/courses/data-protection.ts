import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const dataProtectionBasics: LibraryCourse = {
  id: 6,
  key: 'data-protection-basics',
  name: 'Data protection basics',
  category: 'compliance',
  description:
    'What personal data is, the principles for handling it, the rights people have over their data, and what to do when something goes wrong. Based on principles shared by modern data protection laws.',
  sections: [
    {
      title: 'Personal data and the principles',
      items: [
        make.article(
          'What personal data is',
          `<p>Almost every job involves personal data: customer records, colleagues' contact details, job applications, support tickets, emails. Data protection laws in many countries set rules for how it may be used. This course explains the ideas those laws share; your organisation's policies tell you the specific rules that apply where you work.</p>
<h2>Personal data</h2>
<p><strong>Personal data</strong> is any information about an identified or identifiable living person. A person is identifiable if they can be picked out directly or indirectly, for example by combining pieces of information. Examples:</p>
<ul>
<li>names, email addresses, phone numbers and home addresses;</li>
<li>employee and customer numbers, account logins;</li>
<li>photos, voice recordings and video from security cameras;</li>
<li>location data, device identifiers and online identifiers such as IP addresses;</li>
<li>opinions about a person, such as performance notes.</li>
</ul>
<p>A business email address like <em>first.last@company.example</em> is personal data. Information that is truly anonymous, where nobody could be identified, is not.</p>
<h2>Sensitive data needs extra care</h2>
<p>Some kinds of personal data can cause serious harm if misused and are given stronger protection. They usually include health information, racial or ethnic origin, religious or philosophical beliefs, political opinions, trade union membership, genetic and biometric data, and sex life or sexual orientation. Many organisations also treat financial details, government identification numbers and criminal records with extra care. Only handle such data if your role requires it, and follow the specific procedures for it.</p>
<h2>Who is who</h2>
<ul>
<li>The <strong>data subject</strong> is the person the data is about.</li>
<li>The organisation that decides why and how data is used is responsible for it (often called the <em>controller</em>).</li>
<li>A supplier that handles data on the organisation's instructions, such as a payroll or cloud provider, is often called a <em>processor</em>, and should work under a written agreement.</li>
</ul>
<h2>Processing</h2>
<p>"Processing" means almost anything done with data: collecting, recording, storing, looking at, changing, sharing, combining and deleting it. Simply opening a customer record to read it is processing.</p>
<h2>Why it matters</h2>
<p>Misused or leaked personal data can lead to fraud, discrimination, distress and loss of trust. Organisations can face regulatory action and legal claims. Behind every record is a person who expects their information to be treated with care.</p>`,
        ),
        make.article(
          'The data protection principles',
          `<p>Modern data protection laws are built on a small set of principles. If you understand them, you can make good decisions even in situations no policy describes.</p>
<h2>The principles</h2>
<ol>
<li><strong>Lawful, fair and transparent.</strong> There must be a valid reason to use the data, such as a contract, a legal obligation, a legitimate interest or, where appropriate, consent. People should be told clearly what is done with their data, and should not be surprised by it.</li>
<li><strong>Purpose limitation.</strong> Collect data for specified purposes and do not reuse it for something unrelated. Contact details given for a delivery are not a marketing list.</li>
<li><strong>Data minimisation.</strong> Collect and use only what you actually need. If a form works without a date of birth, do not ask for one.</li>
<li><strong>Accuracy.</strong> Keep data correct and up to date, and fix errors when you find them.</li>
<li><strong>Storage limitation.</strong> Keep data only as long as it is needed, then delete or anonymise it according to your organisation's retention rules.</li>
<li><strong>Security.</strong> Protect data against unauthorised access, loss and damage, with measures such as access controls, encryption and careful handling.</li>
<li><strong>Accountability.</strong> The organisation must be able to show that it follows these principles, through records, policies and training such as this.</li>
</ol>
<h2>The principles at your desk</h2>
<ul>
<li>Only look at records you need for your work. Browsing a celebrity's or a colleague's record out of curiosity is misuse, even if the system lets you.</li>
<li>Do not copy personal data into personal email, unapproved apps or spreadsheets on your own device.</li>
<li>Share data only with people who need it, using approved, secure channels.</li>
<li>When in doubt, leave it out: if you are unsure whether you need a piece of data, you probably do not.</li>
<li>Delete what is no longer needed, following the retention rules.</li>
<li>Ask before using data for something new, for example before uploading customer data into a new tool.</li>
</ul>
<h2>Privacy by design</h2>
<p>When you plan a new process, product or tool, think about personal data from the start: what is really needed, who can see it, how long it is kept and how it is protected. Involve your data protection contact early; it is much easier than fixing problems later.</p>`,
        ),
      ],
    },
    {
      title: 'Rights and breaches',
      items: [
        make.article(
          'People’s rights and data breaches',
          `<p>People have rights over their personal data, and organisations must act quickly when data goes astray. You do not need to be an expert, but you do need to recognise a request or a breach and pass it on straight away.</p>
<h2>Rights people commonly have</h2>
<ul>
<li><strong>To be informed</strong> about how their data is used.</li>
<li><strong>Of access:</strong> to get a copy of the personal data held about them.</li>
<li><strong>To correction</strong> of inaccurate data.</li>
<li><strong>To erasure</strong> in some circumstances, sometimes called the right to be forgotten.</li>
<li><strong>To restrict or object to</strong> certain uses, including direct marketing.</li>
<li><strong>To data portability</strong>: receiving their data in a format they can take elsewhere.</li>
<li>Rights around <strong>automated decisions</strong> with significant effects on them.</li>
</ul>
<p>Which rights apply, and the exceptions, depend on the law that applies. Requests often have legal deadlines, commonly around a month, so they must not sit in an inbox.</p>
<h2>Recognising a request</h2>
<p>A request does not need to use legal words or be sent to a special address. "Can you tell me what information you hold about me?" in a support chat, or "Please delete my account and everything about me" on the phone, are requests. Pass them immediately to the person or team responsible, following your organisation's procedure. Do not send data to someone before their identity has been checked.</p>
<h2>What a data breach is</h2>
<p>A personal data breach is any security incident that leads to personal data being lost, destroyed, altered, disclosed or accessed without authorisation, whether by accident or on purpose. For example:</p>
<ul>
<li>an email or letter with personal data sent to the wrong person;</li>
<li>a lost laptop, phone or paper file;</li>
<li>a spreadsheet shared with "anyone with the link";</li>
<li>an account taken over after a phishing attack;</li>
<li>data deleted without a backup.</li>
</ul>
<h2>Report it immediately</h2>
<p>Many laws require organisations to tell the regulator, and sometimes the people affected, within short deadlines, sometimes as little as a few days. That is only possible if staff report straight away. If you suspect a breach:</p>
<ol>
<li>Report it at once to your data protection contact or service desk, even if you are not sure it counts.</li>
<li>Say what happened, what data and how many people may be involved, and when.</li>
<li>Take simple steps to contain it if you can, such as asking a wrong recipient to delete an email, but do not try to investigate on your own.</li>
</ol>
<p>Honest mistakes happen. Reporting them quickly is what protects the people concerned.</p>`,
        ),
        make.quiz({
          title: 'Data protection basics: check your understanding',
          description: 'Six questions on personal data, the principles, rights and breaches.',
          passMarkPercent: 80,
          questions: [
            make.multiple('Which of these are personal data?', [
              make.right('A colleague’s work email address'),
              make.right('A customer’s IP address linked to their account'),
              make.wrong('Total sales figures for the year, with no names'),
              make.right('Notes about an employee’s performance'),
            ]),
            make.single(
              'Which principle says you should collect only the data you actually need?',
              [
                make.wrong('Accuracy'),
                make.right('Data minimisation'),
                make.wrong('Accountability'),
              ],
            ),
            make.trueFalse(
              'Looking up a friend’s customer record out of curiosity is fine if the system lets you open it.',
              false,
            ),
            make.trueFalse(
              'A customer asking in a chat "what information do you hold about me?" can be a request to exercise their rights.',
              true,
            ),
            make.single(
              'You emailed a spreadsheet of customer details to the wrong person. What should you do?',
              [
                make.wrong('Nothing, if the person seems trustworthy'),
                make.right(
                  'Report it straight away to your data protection contact or service desk',
                ),
                make.wrong('Wait to see whether anyone complains'),
              ],
            ),
            make.multiple('Which are personal data breaches?', [
              make.right('A lost laptop holding customer records'),
              make.right('A file of staff data shared with anyone who has the link'),
              make.wrong('A customer updating their own address in their account'),
              make.right('An account taken over after a phishing attack'),
            ]),
          ],
        }),
      ],
    },
  ],
}
