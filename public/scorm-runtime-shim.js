/*
 * The SCORM runtime shim (ADR 033). Loaded by the runtime host page that the player frames on the
 * packages' own origin, which cannot reach the player's page: it stands in for the run-time API
 * there (`API` for SCORM 1.2, `API_1484_11` for 2004) and speaks postMessage with the player,
 * where scorm-again runs the real one (app/domains/scorm/player/scorm-runtime.client.ts).
 *
 * SCORM calls are synchronous; messages are not. So the shim answers from a copy of the CMI the
 * player sends at launch (the bookmark, suspend data, statuses, the learner), keeps what the SCO
 * sets, and posts every call to the player, whose answer (the real result and error code) updates
 * the copy for the next call. Initialize, Commit and Terminate answer "true" at once; the player
 * does the tracking (commits to the server, the beacon on close, navigation requests).
 *
 * Protocol: the shim posts {scorm: 'ready'}; the player answers {scorm: 'start', version, cmi};
 * then {scorm: 'call', id, method, params} → {scorm: 'result', id, result, lastError}.
 */
;(function () {
  'use strict'
  var script = document.currentScript
  var playerOrigin = script && script.getAttribute('data-player-origin')
  var query = new URLSearchParams(window.location.search)
  var player = window.parent
  if (!playerOrigin || player === window) return

  // The SCO's launch file: a path inside this package's folder, never another URL.
  var folder = window.location.pathname
  var launch = new URL(query.get('launch') || '', window.location.href)
  if (launch.origin !== window.location.origin || launch.pathname.indexOf(folder) !== 0) return
  if (launch.pathname === folder) return

  var values = Object.create(null)
  var setAt = Object.create(null)
  var pending = Object.create(null)
  var lastError = '0'
  var counter = 0

  function post(method, params) {
    counter += 1
    pending[counter] = { method: method, element: params[0], sentAt: counter }
    player.postMessage({ scorm: 'call', id: counter, method: method, params: params }, playerOrigin)
  }

  // `cmi.interactions._count` and the like, from the elements the copy holds.
  function countOf(element) {
    var prefix = element.slice(0, -'_count'.length)
    var highest = -1
    Object.keys(values).forEach(function (key) {
      if (key.indexOf(prefix) !== 0) return
      var match = /^(\d+)\./.exec(key.slice(prefix.length))
      if (match) highest = Math.max(highest, Number(match[1]))
    })
    return String(highest + 1)
  }

  function getValue(method, element) {
    element = String(element)
    post(method, [element])
    if (element in values) return values[element]
    if (/\._count$/.test(element)) return countOf(element)
    return ''
  }

  function setValue(method, element, value) {
    element = String(element)
    value = String(value)
    values[element] = value
    setAt[element] = counter + 1
    post(method, [element, value])
    return 'true'
  }

  function passOn(method) {
    return function (argument) {
      post(method, [argument === undefined ? '' : String(argument)])
      return 'true'
    }
  }

  function build(names) {
    var api = {}
    api[names[0]] = passOn(names[0])
    api[names[1]] = passOn(names[1])
    api[names[2]] = function (element) {
      return getValue(names[2], element)
    }
    api[names[3]] = function (element, value) {
      return setValue(names[3], element, value)
    }
    api[names[4]] = passOn(names[4])
    api[names[5]] = function () {
      return lastError
    }
    api[names[6]] = function (code) {
      post(names[6], [String(code)])
      return values['error:' + code] || ''
    }
    api[names[7]] = function (code) {
      post(names[7], [String(code)])
      return values['diagnostic:' + code] || ''
    }
    return api
  }

  var NAMES_12 = [
    'LMSInitialize',
    'LMSFinish',
    'LMSGetValue',
    'LMSSetValue',
    'LMSCommit',
    'LMSGetLastError',
    'LMSGetErrorString',
    'LMSGetDiagnostic',
  ]
  var NAMES_2004 = [
    'Initialize',
    'Terminate',
    'GetValue',
    'SetValue',
    'Commit',
    'GetLastError',
    'GetErrorString',
    'GetDiagnostic',
  ]

  function start(message) {
    Object.keys(message.cmi || {}).forEach(function (key) {
      if (typeof message.cmi[key] === 'string') values[key] = message.cmi[key]
    })
    if (/^2004/.test(String(message.version))) window.API_1484_11 = build(NAMES_2004)
    else window.API = build(NAMES_12)
    var frame = document.createElement('iframe')
    frame.title = query.get('title') || document.title
    frame.src = launch.href
    if (document.body) document.body.appendChild(frame)
    else
      document.addEventListener('DOMContentLoaded', function () {
        document.body.appendChild(frame)
      })
  }

  function answered(message) {
    var call = pending[message.id]
    if (!call) return
    delete pending[message.id]
    lastError = String(message.lastError)
    var result = String(message.result)
    if (/GetValue$/.test(call.method) && !(setAt[call.element] > call.sentAt)) {
      values[call.element] = result
    }
    if (/GetErrorString$/.test(call.method)) values['error:' + call.element] = result
    if (/GetDiagnostic$/.test(call.method)) values['diagnostic:' + call.element] = result
  }

  var started = false
  window.addEventListener('message', function (event) {
    if (event.origin !== playerOrigin || event.source !== player) return
    var message = event.data
    if (!message || typeof message !== 'object') return
    if (message.scorm === 'start' && !started) {
      started = true
      start(message)
    }
    if (message.scorm === 'result') answered(message)
  })
  player.postMessage({ scorm: 'ready' }, playerOrigin)
})()
