import Runtime
import Scripting
import Testing

@Suite("nearest names for an unknown #ID")
struct NearestNamesTests {
    @Test("a typo, a prefix and a stranger find the closest ids")
    func nearest() {
        let ids = ["line.1", "line.2", "line.3", "details.close", "header"]
        #expect(NearestNames.nearest(to: "line.l", in: ids).first == "line.1")
        #expect(NearestNames.nearest(to: "details", in: ids) == ["details.close"])
        #expect(NearestNames.nearest(to: "lin", in: ids) == ["line.1", "line.2", "line.3"])
        // Nothing close: still the nearest few, so the message shows what is there.
        #expect(NearestNames.nearest(to: "zzzzzzzzzzzzzzzz", in: ids).count == 3)
        #expect(NearestNames.nearest(to: "x", in: []).isEmpty)
        #expect(NearestNames.distance(Array("kitten"), Array("sitting")) == 3)
    }
}
