import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const workplaceSafetyBasics: LibraryCourse = {
  id: 1,
  key: 'workplace-safety-basics',
  name: 'Workplace safety basics',
  category: 'safety',
  description:
    'How to spot hazards, lift and move things without injury, keep floors safe, and what to do in an emergency or after an incident. For everyone, in any workplace.',
  sections: [
    {
      title: 'Hazards and everyday risks',
      items: [
        make.article(
          'Spotting hazards at work',
          `<p>Most injuries at work do not come from rare disasters. They come from ordinary things: a trailing cable, a box lifted the wrong way, a wet floor, a tired driver. Safety starts with noticing them.</p>
<h2>Hazard and risk</h2>
<p>A <strong>hazard</strong> is anything that could cause harm: electricity, chemicals, a ladder, noise, a heavy load, a stressful workload. A <strong>risk</strong> is the chance that the hazard actually hurts someone, together with how badly. A ladder in a storeroom is a hazard; a ladder with a cracked rung used by someone working alone is a high risk.</p>
<h2>Common hazards</h2>
<ul>
<li><strong>Physical:</strong> slippery or uneven floors, working at height, moving vehicles, machinery without guards, noise, heat and cold.</li>
<li><strong>Electrical:</strong> damaged plugs and leads, overloaded sockets, liquids near equipment.</li>
<li><strong>Chemical:</strong> cleaning products, solvents, dust and fumes. Read the label and the safety data sheet before use.</li>
<li><strong>Ergonomic:</strong> poorly set-up desks and screens, repetitive movements, awkward postures.</li>
<li><strong>Psychosocial:</strong> excessive workload, long hours, lone working, aggression from members of the public.</li>
</ul>
<h2>A simple habit: look, think, act</h2>
<ol>
<li><strong>Look</strong> around before you start a task and whenever something changes.</li>
<li><strong>Think</strong> about what could go wrong, who could be hurt and how badly.</li>
<li><strong>Act:</strong> remove the hazard if it is safe and simple to do so (pick up the cable, wipe the spill), otherwise warn others and report it.</li>
</ol>
<h2>Controls, best first</h2>
<p>When a hazard cannot be ignored, organisations reduce the risk in this order of preference:</p>
<ol>
<li>Remove the hazard altogether.</li>
<li>Replace it with something less dangerous.</li>
<li>Separate people from it (guards, barriers, walkways).</li>
<li>Change the way the work is done (procedures, training, rotation, signs).</li>
<li>Personal protective equipment such as gloves, goggles or safety shoes: the last line of defence, not the first.</li>
</ol>
<h2>Your part</h2>
<p>You are expected to follow the safety instructions and training you are given, use protective equipment provided for a task, not interfere with safety equipment, and tell your manager about hazards you cannot fix yourself. If a task feels unsafe, stop and ask. No job is so urgent that it is worth an injury.</p>`,
        ),
        make.article(
          'Manual handling, slips and trips',
          `<p>Lifting and carrying, and slips and trips, are among the most common causes of injury at work in every industry, including offices. Both are largely preventable.</p>
<h2>Before you lift</h2>
<ul>
<li>Ask whether you need to lift at all. Could a trolley, a lifting aid or a colleague do it more safely?</li>
<li>Check the load: how heavy is it, is it stable, does it have sharp edges, can you see over it?</li>
<li>Check the route: is it clear, are doors open, are there stairs or slopes?</li>
<li>Split a heavy load into smaller ones where you can.</li>
</ul>
<h2>A good lift</h2>
<ol>
<li>Stand close to the load with your feet apart, one slightly forward, for balance.</li>
<li>Bend your knees and hips rather than your back, and keep your back in its natural curve.</li>
<li>Get a firm grip and keep the load close to your waist, heaviest side towards you.</li>
<li>Lift smoothly using your legs. Do not jerk.</li>
<li>Avoid twisting: turn by moving your feet.</li>
<li>Put the load down the same way, then adjust its position.</li>
</ol>
<p>If something is too heavy or awkward for you, say so. Limits differ from person to person, and working within yours is not a weakness.</p>
<h2>Slips and trips</h2>
<p>Most slips happen on wet or contaminated floors; most trips on cables, boxes, loose mats and uneven surfaces. Simple habits prevent most of them:</p>
<ul>
<li>Clean up spills straight away or, if you cannot, guard the area and report it.</li>
<li>Keep walkways, stairs and fire exits clear of boxes, bags and cables.</li>
<li>Use handrails on stairs and do not carry loads that block your view.</li>
<li>Wear footwear suited to the work and the floor.</li>
<li>Report damaged flooring, loose carpet and poor lighting.</li>
</ul>
<h2>Sitting well</h2>
<p>Desk work carries risks too. Set your chair so your feet rest flat and your thighs are roughly level, put the top of the screen at or slightly below eye level, keep the keyboard close, and take short breaks to stand and move every hour or so. Tell your manager if your workstation causes discomfort; small adjustments usually fix it.</p>`,
        ),
      ],
    },
    {
      title: 'Emergencies and reporting',
      items: [
        make.article(
          'Emergencies, first aid and reporting incidents',
          `<p>Knowing what to do before something happens is what makes the difference when it does. Take a few minutes in your first days to find out the arrangements where you work.</p>
<h2>Know your site</h2>
<ul>
<li>Where the fire alarm call points and extinguishers are, and how the alarm sounds.</li>
<li>Your escape routes and the assembly point outside.</li>
<li>Who the first aiders and fire wardens are, and where the first aid kit is.</li>
<li>The number to call for emergency services, and the internal number, if there is one.</li>
</ul>
<h2>If you discover a fire</h2>
<ol>
<li>Raise the alarm straight away using the nearest call point, and call the emergency services.</li>
<li>Leave by the nearest safe exit, closing doors behind you. Do not use lifts.</li>
<li>Only tackle a fire if it is very small, you have been trained, you have the right extinguisher and a clear way out behind you.</li>
<li>Go to the assembly point and stay there so that everyone can be accounted for. Never go back in until you are told it is safe.</li>
</ol>
<h2>If someone is hurt or taken ill</h2>
<ol>
<li>Make sure you are not putting yourself in danger.</li>
<li>Call a first aider, and the emergency services if the injury or illness is serious.</li>
<li>Stay with the person, reassure them and follow the instructions you are given.</li>
</ol>
<h2>Report incidents and near misses</h2>
<p>Report every accident, however minor, and every <strong>near miss</strong>: an event that could have hurt someone but did not, such as a box falling from a shelf next to a colleague. Near misses are free lessons. Reporting them lets the organisation fix the cause before someone is injured.</p>
<p>A good report says what happened, where and when, who was involved, any injury or damage, and what you think caused it. Report as soon as you can, while details are fresh, using your organisation's reporting process or by telling your manager.</p>
<p>Reporting is not about blame. The aim is to understand why something happened and to stop it happening again. You should never be treated unfairly for raising a safety concern in good faith.</p>`,
        ),
        make.quiz({
          title: 'Workplace safety basics: check your understanding',
          description: 'Six questions on hazards, lifting, emergencies and reporting.',
          passMarkPercent: 80,
          questions: [
            make.single('What is the difference between a hazard and a risk?', [
              make.wrong('There is none: the words mean the same thing'),
              make.right(
                'A hazard is something that could cause harm; a risk is the chance it does, and how badly',
              ),
              make.wrong(
                'A risk is something that could cause harm; a hazard is an injury that happened',
              ),
            ]),
            make.trueFalse(
              'Personal protective equipment is the first control to reach for when reducing a risk.',
              false,
            ),
            make.multiple('Which of these are good practice when lifting a load?', [
              make.right('Keep the load close to your waist'),
              make.wrong('Twist at the waist to turn while carrying'),
              make.right('Bend your knees and hips rather than your back'),
              make.right('Check the route is clear before you start'),
            ]),
            make.single('You discover a fire. What do you do first?', [
              make.wrong('Collect your belongings'),
              make.right('Raise the alarm'),
              make.wrong('Take the lift to the ground floor'),
              make.wrong('Finish the task you were doing'),
            ]),
            make.trueFalse('A near miss, where nobody was hurt, should still be reported.', true),
            make.multiple('Which belong in a good incident report?', [
              make.right('What happened, where and when'),
              make.right('Who was involved and any injury or damage'),
              make.wrong('Who you think deserves to be disciplined'),
              make.right('What you think caused it'),
            ]),
          ],
        }),
      ],
    },
  ],
}
