import FolioSiteServer
import Foundation

// `folio-site-server`, which `folio serve` starts (FolioServe's SiteServerProcess): it
// serves the site on 127.0.0.1 until its standard input, folio's end of the pipe, closes.
// Ctrl-C in the terminal reaches folio, which stops and so closes the pipe; a browser
// closing its connection mid-answer must not end the server.
signal(SIGINT, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
exit(await SiteServerSession.run(input: SiteServerSession.standardInputLines(), reply: SiteServerSession.printReply))
