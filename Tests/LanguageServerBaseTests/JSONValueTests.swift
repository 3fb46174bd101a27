import LanguageServerBase
import Testing

@Suite("JSON values")
struct JSONValueTests {
    @Test("Accessors return the value of the matching case and nil for any other")
    func accessors() {
        let value: JSONValue = ["s": "text", "i": 3, "d": 2.5, "b": true, "a": [1, 2], "n": nil]
        #expect(value["s"]?.string == "text")
        #expect(value["i"]?.int == 3)
        #expect(value["d"]?.double == 2.5)
        #expect(value["d"]?.int == nil)
        #expect(value["b"]?.bool == true)
        #expect(value["a"]?[1] == 2)
        #expect(value["a"]?[5] == nil)
        #expect(value["n"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["s"]?.int == nil)
        #expect(JSONValue.string("x")["key"] == nil)
    }

    @Test("A double with no fraction reads as an exact Int")
    func integralDouble() {
        #expect(JSONValue.number(4).int == 4)
        #expect(JSONValue.integer(4).double == 4)
        #expect(JSONValue.number(1e300).int == nil)
    }

    @Test("Setting a member replaces it in place; setting nil removes it")
    func objectEditing() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["a"] = 10
        object["b"] = nil
        object["d"] = 4
        #expect(object.keys == ["a", "c", "d"])
        #expect(object["a"] == 10)
        #expect(object["c"] == 3)
        #expect(object.count == 3)
    }

    @Test("Objects with the same members in another order are not equal")
    func orderedEquality() {
        let first: JSONObject = ["a": 1, "b": 2]
        let second: JSONObject = ["b": 2, "a": 1]
        #expect(first != second)
        #expect(first == ["a": 1, "b": 2])
    }

    @Test("An integer and a double of the same value are different values")
    func numberCases() {
        #expect(JSONValue.integer(1) != JSONValue.number(1))
    }
}
